import { AppError } from '../../lib/app-error';
import type { ThrottleStore } from '../../lib/throttle/throttle-store';
import { clientAddressKey } from './client-address';

export type ThrottleLimits = { loginMaxFailures: number; loginMaxAttemptsPerIp: number; loginThrottleWindowMs: number };

const tooManyAttempts = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'tooManyAttempts', { retryAfter: seconds }, { 'retry-after': String(seconds) });
};

/**
 * Password guessing limits. Per client address every attempt counts; per account every attempt counts
 * too and a success forgives them, so in effect failures count and parallel guesses cannot slip past
 * (the count is taken before the password is checked).
 */
export function createLoginThrottle(store: ThrottleStore, limits: ThrottleLimits) {
  const windowMs = limits.loginThrottleWindowMs;
  const accountKey = (account: string) => `login:account:${account}`;

  async function count(key: string, limit: number): Promise<void> {
    const { count: hits, retryAfterMs } = await store.hit(key, windowMs);
    if (hits > limit) throw tooManyAttempts(retryAfterMs);
  }

  return {
    /** One request of a client address to `action` (login and register are counted apart). */
    address: (action: 'login' | 'register', ip: string) =>
      count(`${action}:ip:${clientAddressKey(ip)}`, limits.loginMaxAttemptsPerIp),
    /** One password check of an account (sign-in or password change). */
    account: (account: string) => count(accountKey(account), limits.loginMaxFailures),
    /** The password was right: earlier failures of the account are forgiven. */
    accountSucceeded: (account: string) => store.reset(accountKey(account)),
    /**
     * One authenticator code tried for a staff account. Counted apart from passwords, and forgiven only by a right
     * code: a stolen password, however often it is entered again, buys no fresh guesses at the code.
     */
    secondFactor: (userId: number) => count(`second-factor:user:${userId}`, limits.loginMaxFailures),
    secondFactorSucceeded: (userId: number) => store.reset(`second-factor:user:${userId}`),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
