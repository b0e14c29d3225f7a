// docs/product.md#privacy-of-aggregates: any breakdown cell (a demographic answer, a tag, a slider
// range, an element average) that counts fewer than K distinct users is suppressed: the API sends
// null in its place, the UI and the CSV show "fewer than 5". Every aggregate about people passes
// through these functions before it leaves the server.

export const PRIVACY_K = 5;

/** What the UI and CSV show instead of a suppressed cell. */
export const SUPPRESSED_TEXT = `fewer than ${PRIVACY_K}`;

/** The count, or null when fewer than K users are behind it (zero included: "nobody" is a fact about people too). */
export function countOrSuppressed(users: number): number | null {
  return Number.isFinite(users) && users >= PRIVACY_K ? users : null;
}

/** A mean over `users` people, rounded to one decimal, or null when fewer than K contribute. */
export function averageOrSuppressed(mean: number | null, users: number): number | null {
  if (mean === null || !Number.isFinite(mean) || countOrSuppressed(users) === null) return null;
  return Math.round(mean * 10) / 10;
}

/** True when a cell counts fewer than K people and must not be sent. */
export function isSuppressed(people: number): boolean {
  return people < PRIVACY_K;
}
