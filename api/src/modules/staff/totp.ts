import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 as every authenticator app reads an otpauth URI by default: SHA-1, 30 s steps, 6 digits. */
export const TOTP_STEP_MS = 30_000;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

export const timeStep = (at: Date | number): number => Math.floor(Number(at) / TOTP_STEP_MS);

/** The code of one time step (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(binary).padStart(DIGITS, '0');
}

/**
 * The time step `code` belongs to, trying the current step and one either side (a phone's clock a little off),
 * newest first; undefined when none matches or the step is not newer than `lastStep` (a code works once).
 */
export function matchTotp(secret: string, code: string, now: Date, lastStep: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const current = timeStep(now);
  for (const step of [current + 1, current, current - 1]) {
    if (step > lastStep && totpCode(secret, step) === code) return step;
  }
  return undefined;
}

/** What the enrolment shows as a QR code or a link: the account and the shop's name label it in the app. */
export const otpauthUri = (secret: string, account: string, issuer = 'LabMall'): string =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
