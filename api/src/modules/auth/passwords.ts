import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id, 19 MiB, 2 passes (OWASP's first recommendation; ≈ 16 ms a hash here, DESIGN §8).
// Algorithm is a const enum, which isolatedModules cannot import as a value: 2 is Argon2id.
const options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

// Checked against when the account does not exist, so that answer takes as long as a wrong password.
let throwaway: Promise<string> | undefined;
const throwawayHash = () => (throwaway ??= hashPassword(randomBytes(16).toString('hex')));

/** True only when `stored` exists and matches; without a stored hash it still spends one verification. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(stored ?? (await throwawayHash()), password);
    return matches && stored !== undefined;
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a 500
  }
}
