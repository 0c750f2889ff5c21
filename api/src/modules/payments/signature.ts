import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a notification's timestamp may be from the shop's clock, either way. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`), as the gateway signs its notifications. */
export const signNotification = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/**
 * Whether the headers prove the gateway sent exactly this body, recently. The comparison takes the same
 * time whatever the signature, so an attacker learns nothing from timing.
 */
export function verifyNotification(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now = Date.now(),
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !/^\d{1,15}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_MS) return false;
  const expected = Buffer.from(signNotification(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
