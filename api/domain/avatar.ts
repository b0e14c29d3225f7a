// Avatars (/api/user/profileimage/{username}, ?size=big above 32 px;
// docs/product.md#profiles-karma-and-awards): the sizes served, the upload limits, and the
// generated picture for people who did not upload one.

/**
 * Pixel sizes of the served images. The default is shown at 32 CSS px; it is served at twice
 * that so it stays sharp on high-density screens. "big" covers the profile page.
 */
export const AVATAR_PIXELS = { small: 64, big: 256 } as const;
export type AvatarSize = keyof typeof AVATAR_PIXELS;

export function avatarSizeFrom(sizeParameter: string | null): AvatarSize {
  return sizeParameter === 'big' ? 'big' : 'small';
}

/** Largest upload accepted, in bytes (before re-encoding). */
export const AVATAR_MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Largest width or height of an uploaded image accepted (decompression bombs). */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;
/** Image formats accepted for upload, as sharp names them. */
export const AVATAR_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;

/** 32-bit FNV-1a: a stable hash so a name always gets the same colour. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.codePointAt(0)};`);
}

/** The background hue and the initial of a generated avatar. */
export function generatedAvatarLook(username: string): { hue: number; initial: string } {
  const hash = fnv1a(username.toLowerCase());
  const initial = [...username.trim()][0]?.toUpperCase() ?? '?';
  return { hue: hash % 360, initial };
}

/**
 * A deterministic SVG: the name's initial on a colour derived from the name. Lightness 35%
 * keeps white text above 4.5:1 contrast for every hue.
 */
export function generatedAvatarSvg(username: string, pixels: number): string {
  const { hue, initial } = generatedAvatarLook(username);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="hsl(${hue} 55% 35%)"/>` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="50" font-weight="700" fill="#ffffff">${escapeXml(initial)}</text></svg>`
  );
}
