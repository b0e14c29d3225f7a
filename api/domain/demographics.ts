// The demographic questions, in the order reports show them. Each vote stores a snapshot of
// these fields; the vote rollups are keyed by the same names.

export const DEMOGRAPHIC_FIELDS = [
  'gender',
  'birthYear',
  'nationality',
  'education',
  'maritalStatus',
  'householdIncome',
  'sexualOrientation',
  'religion',
  'politicalSpectrum',
  'numChildren',
] as const;

export type DemographicField = (typeof DEMOGRAPHIC_FIELDS)[number];

export type DemographicSnapshot = { [Field in DemographicField]: string | number | null };

export function emptyDemographicSnapshot(): DemographicSnapshot {
  return Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, null])) as DemographicSnapshot;
}

/** The (field, answer) pairs a vote counts towards: everyone, then each answered question. */
export function rollupKeys(snapshot: DemographicSnapshot): Array<{ field: string; answer: string }> {
  const keys = [{ field: '', answer: '' }];
  for (const field of DEMOGRAPHIC_FIELDS) {
    const value = snapshot[field];
    if (value !== null && value !== undefined) keys.push({ field, answer: String(value) });
  }
  return keys;
}
