import { randomBytes } from 'node:crypto';

/**
 * Random keys for a shop a script starts in production mode (benchmarks, fault tests): NODE_ENV=production refuses
 * to start without keys of its own (api/src/config-secrets.ts), and a run's keys need outlive nothing.
 */
export function runKeys(): { PAYMENT_SANDBOX_SECRET: string; MF_OVERRIDE_SECRET: string; DEVICE_COOKIE_SECRET: string } {
  const key = () => randomBytes(32).toString('base64url');
  return { PAYMENT_SANDBOX_SECRET: key(), MF_OVERRIDE_SECRET: key(), DEVICE_COOKIE_SECRET: key() };
}
