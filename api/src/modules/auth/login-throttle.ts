import { AppError } from '../../lib/app-error';
import type { GateRule } from '../../lib/throttle/gate-rule';
import type { ThrottleStore } from '../../lib/throttle/throttle-store';
import { clientAddressKey } from './client-address';

export type ThrottleLimits = {
  loginMaxFailures: number;
  loginMaxDelayMs: number;
  loginMaxAccountsPerIp: number;
  loginMaxFailuresPerIp: number;
  registerMaxPerIp: number;
  loginThrottleWindowMs: number;
};

/** The first wait once a gate is slowed; it doubles with each further failure (docs/security.md has the numbers). */
const BASE_DELAY_MS = 1_000;

export const tooManyAttempts = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'tooManyAttempts', { retryAfter: seconds }, { 'retry-after': String(seconds) });
};

/**
 * Password guessing limits (ASVS 5.0 V6.3: slow down, never lock out). Only failures count. Per account,
 * failures past the free ones make each next attempt wait (1 s, 2 s, 4 s … up to a few minutes); per client
 * address, many accounts failing (password spraying) or very many failures (credential stuffing) slow that address.
 * A browser holding the account's device cookie (device-cookie.ts) is judged by its own gate instead, so a
 * stranger's guesses never keep the owner out.
 */
export function createLoginThrottle(store: ThrottleStore, limits: ThrottleLimits) {
  const windowMs = limits.loginThrottleWindowMs;
  const gate = (free: number, sliding: boolean): GateRule => ({ free, baseDelayMs: BASE_DELAY_MS, maxDelayMs: limits.loginMaxDelayMs, windowMs, sliding });
  // An account's failures are kept while guessing goes on (sliding); an address's are a rate per window.
  const accountGate = gate(limits.loginMaxFailures, true);
  // An address waits only once it is past its limits: 20 failed accounts are still fine, the 21st is not.
  const sprayGate = gate(limits.loginMaxAccountsPerIp + 1, false);
  const stuffingGate = gate(limits.loginMaxFailuresPerIp + 1, false);
  const keys = {
    account: (account: string) => `login:account:${account}`,
    device: (nonce: string) => `login:device:${nonce}`,
    spray: (ip: string) => `login:ip-accounts:${clientAddressKey(ip)}`,
    stuffing: (ip: string) => `login:ip-failures:${clientAddressKey(ip)}`,
  };
  const turn = async (key: string, rule: GateRule) => {
    const waitMs = await store.take(key, rule);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
  };

  async function count(key: string, limit: number): Promise<void> {
    const { count: hits, retryAfterMs } = await store.hit(key, windowMs);
    if (hits > limit) throw tooManyAttempts(retryAfterMs);
  }

  return {
    /** Before a password is checked: 429 with Retry-After while the address or the account must wait. */
    async addressTurn(ip: string): Promise<void> {
      await turn(keys.spray(ip), sprayGate);
      await turn(keys.stuffing(ip), stuffingGate);
    },
    accountTurn: (account: string) => turn(keys.account(account), accountGate),
    /** A browser with the account's device cookie: only its own failures slow it. */
    deviceTurn: (nonce: string) => turn(keys.device(nonce), accountGate),

    /** A wrong password (or an unknown account) from `ip`, or, with `device`, from that browser. */
    async failed(account: string, ip: string, device?: string): Promise<void> {
      if (device) return store.fail(keys.device(device), accountGate);
      await Promise.all([store.fail(keys.account(account), accountGate), store.fail(keys.spray(ip), sprayGate, account), store.fail(keys.stuffing(ip), stuffingGate)]);
    },
    /** The password was right: the account's (and that browser's) failures are forgiven; the address's stay. */
    async succeeded(account: string, device?: string): Promise<void> {
      await store.reset(keys.account(account));
      if (device) await store.reset(keys.device(device));
    },

    /** Registrations of a client address: each costs an argon2 hash, so every one counts. */
    register: (ip: string) => count(`register:ip:${clientAddressKey(ip)}`, limits.registerMaxPerIp),
    /**
     * One authenticator code tried for a staff account. Counted apart from passwords, and forgiven only by a right
     * code: a stolen password, however often it is entered again, buys no fresh guesses at the code.
     */
    secondFactor: (userId: number) => count(`second-factor:user:${userId}`, limits.loginMaxFailures),
    secondFactorSucceeded: (userId: number) => store.reset(`second-factor:user:${userId}`),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
