import { z } from 'zod';

/**
 * How long the shop keeps rows that would otherwise grow forever (docs/retention.md): the one place their
 * periods are set. A period is a whole number of days (`30d`) or calendar months (`13mo`); each is counted from the
 * moment the row stopped being useful (sent, expired, ended), not from when it was written.
 */
export type Period = { amount: number; unit: 'd' | 'mo' };

const period = (fallback: Period, min: Period) => {
  const problem = `must be a period such as 30d or 13mo, at least ${min.amount}${min.unit}`;
  return z
    .string()
    .regex(/^\d{1,4}(d|mo)$/, problem)
    .transform((value): Period => {
      const [, amount = '0', unit = 'd'] = /^(\d+)(d|mo)$/.exec(value) ?? [];
      return { amount: Number(amount), unit: unit as Period['unit'] };
    })
    .refine((value) => approxDays(value) >= approxDays(min), problem)
    .default(fallback);
};

const approxDays = ({ amount, unit }: Period) => (unit === 'mo' ? amount * 30 : amount);

/** The instant `period` before `now` (months by the calendar: 13 months before 31 March is the 28th or 29th of February). */
export function periodBefore(now: Date, { amount, unit }: Period): Date {
  if (unit === 'd') return new Date(now.getTime() - amount * 86_400_000);
  const then = new Date(now);
  const day = then.getUTCDate();
  then.setUTCDate(1);
  then.setUTCMonth(then.getUTCMonth() - amount);
  const lastDay = new Date(Date.UTC(then.getUTCFullYear(), then.getUTCMonth() + 1, 0)).getUTCDate();
  then.setUTCDate(Math.min(day, lastDay));
  return then;
}

export const retentionEnv = {
  // off: this process never prunes nor rolls up on its own (another replica does; `npm run retention` still works).
  RETENTION: z.enum(['on', 'off'], 'must be on or off').default('on'),
  // How often a replica tries a round (one replica at a time runs it; the others skip).
  RETENTION_INTERVAL: z
    .string()
    .regex(/^\d{1,4}(s|m|h)$/, 'must be a duration such as 30m or 1h, from 10s to 24h')
    .transform((value) => Number(value.slice(0, -1)) * { s: 1_000, m: 60_000, h: 3_600_000 }[value.slice(-1) as 's' | 'm' | 'h'])
    .pipe(z.number().min(10_000, 'must be from 10s to 24h').max(86_400_000, 'must be from 10s to 24h'))
    .default(3_600_000),
  // Raw analytics events, counted from the day they were received; only days already rolled up are pruned.
  RETAIN_ANALYTICS_RAW: period({ amount: 13, unit: 'mo' }, { amount: 1, unit: 'd' }),
  // Sessions after they expired or were revoked (sign-in history for support), with their tokens.
  RETAIN_ENDED_SESSIONS: period({ amount: 30, unit: 'd' }, { amount: 0, unit: 'd' }),
  // Access and refresh tokens, password reset links, staff sign-in challenges and enrolment codes after they expired
  // (or were used: a used reset link or challenge is dead too).
  RETAIN_EXPIRED_TOKENS: period({ amount: 7, unit: 'd' }, { amount: 0, unit: 'd' }),
  // Mail the outbox sent (and the local mailbox's copies), from when it was sent.
  RETAIN_SENT_MAIL: period({ amount: 30, unit: 'd' }, { amount: 1, unit: 'd' }),
  // Mail that failed for good, kept longer: operators look into why.
  RETAIN_FAILED_MAIL: period({ amount: 180, unit: 'd' }, { amount: 1, unit: 'd' }),
  // Idempotency keys of order creation: a client retries within minutes; a week covers any retry that still matters.
  RETAIN_IDEMPOTENCY_KEYS: period({ amount: 7, unit: 'd' }, { amount: 1, unit: 'd' }),
  // Checked catalogue imports after they expired (a day after the check): their plans can be a whole catalogue.
  RETAIN_IMPORT_CHECKS: period({ amount: 1, unit: 'd' }, { amount: 0, unit: 'd' }),
};

export type RetentionConfig = {
  /** RETENTION=on: this process runs the rounds on its schedule. */
  scheduled: boolean;
  intervalMs: number;
  analyticsRaw: Period;
  endedSessions: Period;
  expiredTokens: Period;
  sentMail: Period;
  failedMail: Period;
  idempotencyKeys: Period;
  importChecks: Period;
};

type RetentionEnv = { [K in keyof typeof retentionEnv]: z.output<(typeof retentionEnv)[K]> };

export const retentionConfig = (e: RetentionEnv): RetentionConfig => ({
  scheduled: e.RETENTION === 'on',
  intervalMs: e.RETENTION_INTERVAL,
  analyticsRaw: e.RETAIN_ANALYTICS_RAW,
  endedSessions: e.RETAIN_ENDED_SESSIONS,
  expiredTokens: e.RETAIN_EXPIRED_TOKENS,
  sentMail: e.RETAIN_SENT_MAIL,
  failedMail: e.RETAIN_FAILED_MAIL,
  idempotencyKeys: e.RETAIN_IDEMPOTENCY_KEYS,
  importChecks: e.RETAIN_IMPORT_CHECKS,
});
