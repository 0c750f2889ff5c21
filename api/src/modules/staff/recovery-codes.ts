import { randomInt } from 'node:crypto';
import { hashToken } from '../auth/tokens';

// No 0/o, 1/l/i: a code read off paper is typed right the first time.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes like `k3mf-9qzt-a7wp` (60 bits each), shown once at enrolment and stored only as hashes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** The code as typed, without case, spaces or dashes; undefined when it cannot be one of ours. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-9]{12}$/.test(code) ? code : undefined;
}

export const hashRecoveryCode = (code: string): string => hashToken(normalizeRecoveryCode(code) ?? code);
