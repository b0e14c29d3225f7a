// argon2id with the OWASP minimum parameters (19 MiB, 2 iterations, 1 lane): about 50-80 ms per
// hash on our machines, cheap for a login and expensive for an offline guesser.
import { hash, verify } from '@node-rs/argon2';

/** 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
const argon2Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the account does not exist, so a login attempt
 * takes as long whether or not the e-mail is registered.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-that-matches-no-account');
  await verifyPassword(await decoyHash, password);
  return false;
}
