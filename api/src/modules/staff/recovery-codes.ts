import { randomInt } from 'node:crypto';
import { hashToken } from '../auth/tokens';

// No 0/o, 1/l/i: a code read off paper is typed right the first time. Recovery and enrolment codes share the shape.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** One code like `k3mf-9qzt-a7wp` (12 characters, 60 bits), readable off paper or a chat message. */
export function newOneTimeCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Ten recovery codes, shown once at enrolment and stored only as hashes. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newOneTimeCode);

/** The code as typed, without case, spaces or dashes; undefined when it cannot be one of ours. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-9]{12}$/.test(code) ? code : undefined;
}

export const hashRecoveryCode = (code: string): string => hashToken(normalizeRecoveryCode(code) ?? code);
