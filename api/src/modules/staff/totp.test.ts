import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, timeStep, totpCode } from './totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890"; its 8-digit codes end in these 6 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('gives the RFC 6238 test vectors', () => {
    expect(totpCode(RFC_SECRET, timeStep(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, timeStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, timeStep(1_234_567_890_000))).toBe('005924');
    expect(totpCode(RFC_SECRET, timeStep(20_000_000_000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts the current step and one either side, once', () => {
    const now = new Date(1_800_000_000_000);
    const step = timeStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, 0)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, 0)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, 0)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now, 0)).toBeUndefined();
    // Used once: the same step (or an older one) is refused.
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, 'abcdef', now, 0)).toBeUndefined();
  });
});
