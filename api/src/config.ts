import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FORMER_DEFAULTS, generatedSecrets, productionSecretProblems, SECRET_NAMES } from './config-secrets';
import { retentionConfig, retentionEnv, type RetentionConfig } from './config-retention';
import { backupConfig, backupEnv, type BackupConfig } from './config-backup';

// Defaults are relative to the repository, not the cwd, so `npm start` works from any directory.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const port = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
    .transform(Number)
    .pipe(z.number().max(65535, 'must be a whole number from 0 to 65535'))
    .default(fallback);

// A directory given relative is taken relative to where the process was started, like any CLI path.
const directory = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((dir) => path.resolve(dir));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const rootPath = z.string().regex(/^\/(?!\/)/, 'must be a path starting with / or an absolute http(s) URL');

// true/false, or the proxies to trust (addresses, CIDRs or proxy-addr names such as `loopback`).
// A bare hop count is not offered: Fastify 5 ignores it (it cannot verify the immediate peer).
const isProxyAddress = (item: string) =>
  /^(loopback|linklocal|uniquelocal)$/.test(item) || isIP(item.replace(/\/\d{1,3}$/, '')) !== 0;

const trustProxy = z
  .string()
  .refine(
    (value) => /^(true|false|1|0)$/.test(value) || value.split(',').every((item) => isProxyAddress(item.trim())),
    'must be true, false or a comma-separated list of proxy addresses/CIDRs',
  )
  .transform((value): boolean | string => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  })
  .default(false);

// A duration: a whole number with a unit (ms, s, m, h, d), or bare seconds; e.g. 2h, 15m, 30d.
const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const duration = (fallbackMs: number, min: number, max: number, bounds: string) =>
  z
    .string()
    .regex(/^\d{1,9}(ms|s|m|h|d)?$/, 'must be a duration such as 90s, 15m, 2h or 30d')
    .transform((value) => {
      const [, amount = '0', unit = 's'] = /^(\d+)(ms|s|m|h|d)?$/.exec(value) ?? [];
      return Number(amount) * unitMs[unit as keyof typeof unitMs];
    })
    .pipe(z.number().min(min, `must be ${bounds}`).max(max, `must be ${bounds}`))
    .default(fallbackMs);

const count = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number from 1 to 100000')
    .transform(Number)
    .pipe(z.number().min(1, 'must be a whole number from 1 to 100000').max(100_000, 'must be a whole number from 1 to 100000'))
    .default(fallback);

const secret = z
  .string()
  .min(16, 'must be at least 16 characters')
  .refine((value) => !FORMER_DEFAULTS.includes(value), 'is a default published in the source; set a random key of your own')
  .optional();

const envSchema = z.object({
  PORT: port(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL (leave it empty for PGlite)')
    .default(''),
  // How long a request waits for a pooled PostgreSQL connection before it is answered 503 (Retry-After):
  // without a bound, a full pool queues requests until the client gives up.
  DATABASE_POOL_WAIT: duration(3_000, 100, 60_000, 'from 100ms to 60s'),
  // How long past their 30 s TTL cached catalogue answers and guest pages may still be sent while the database cannot
  // be reached (stale-if-error, lib/response-cache.ts); 0 turns it off.
  STALE_IF_ERROR: duration(10 * unitMs.m, 0, unitMs.d, 'from 0 (off) to 24h'),
  // ':memory:' keeps PGlite in memory (tests); anything else is a directory.
  DATA_DIR: z
    .string()
    .default(path.join(repoRoot, 'data'))
    .transform((dir) => (dir === ':memory:' ? dir : path.resolve(dir))),
  ANALYTICS_PORT: port(8081),
  SHELL_DIR: directory(path.join(repoRoot, 'dist/shell')),
  MF_DIR: directory(path.join(repoRoot, 'dist/mf')),
  // The shell's server-rendering build; without it every page is rendered in the browser.
  SHELL_SERVER_DIR: directory(path.join(repoRoot, 'dist/shell-server')),
  // off: send the plain shell and let the browser render every page (a kill switch for operations).
  SSR: z.enum(['on', 'off'], 'must be on or off').default('on'),
  // How long a server-rendered page waits for a slow API call before it is sent without that part.
  SSR_DATA_DEADLINE: duration(1_500, 10, 60_000, 'from 10ms to 60s'),
  // The heap of the heavy-work thread that checks imports and builds exports, in MB (docs/heavy-work.md); past it
  // the work is refused and the thread replaced. The PDF thread gets a quarter, at most 512. At least 512: one
  // string of a 192 MB upload must fit whole (a single allocation beyond the heap ends the process, not the thread).
  HEAVY_WORK_MEMORY: z
    .string()
    .regex(/^\d{3,5}$/, 'must be a number of megabytes from 512 to 16384')
    .transform(Number)
    .pipe(z.number().min(512, 'must be a number of megabytes from 512 to 16384').max(16_384, 'must be a number of megabytes from 512 to 16384'))
    .default(2_048),
  // The shop's public address (https://shop.example) for canonical links and Open Graph in rendered pages;
  // empty = the address each request arrived at (set it behind a proxy, or Host headers decide).
  PUBLIC_ORIGIN: httpUrl.transform((url) => new URL(url).origin).default(''),
  I18N_DIR: directory(path.join(repoRoot, 'shared/src/i18n/locales')),
  SHOP_HOST: httpUrl.transform((url) => url.replace(/\/+$/, '')).default(''),
  FILE_HOST: z.union([httpUrl, rootPath], 'must be a path starting with / or an absolute http(s) URL').default('/i18n'),
  ANALYTICS_URL: httpUrl.optional(),
  // The collector's write key (sent by the tracker as `token`); public, it only keeps other senders out.
  ANALYTICS_TOKEN: z.string().regex(/^[\x21-\x7e]{1,200}$/, 'must be 1-200 printable ASCII characters').default(''),
  ANALYTICS_PROJECT: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')
    .default('labmall'),
  // The h5 form page mobile visitors are sent to (spec §4 activity forms); same host unless set.
  MOBILE_FORM_URL: z
    .union([httpUrl, rootPath], 'must be a path starting with / or an absolute http(s) URL')
    .default('/m/form'),
  TRUST_PROXY: trustProxy,
  // Shared login throttle across replicas; empty = each process counts on its own.
  REDIS_URL: z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL (leave it empty for in-process limits)').default(''),
  // Every Redis key starts with it (several shops or environments may share one Redis).
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits, :, _, . or -').default('labmall:'),
  ACCESS_TOKEN_TTL: duration(2 * unitMs.h, unitMs.m, unitMs.d, 'from 1m to 24h'),
  REFRESH_TOKEN_TTL: duration(30 * unitMs.d, unitMs.h, 365 * unitMs.d, 'from 1h to 365d'),
  // A staff sign-in (second factor passed) can change the catalogue: its tokens live shorter and its session
  // ends after STAFF_SESSION_TTL however often it is refreshed.
  STAFF_ACCESS_TOKEN_TTL: duration(15 * unitMs.m, unitMs.m, 2 * unitMs.h, 'from 1m to 2h'),
  STAFF_SESSION_TTL: duration(12 * unitMs.h, unitMs.m, 7 * unitMs.d, 'from 1m to 7d'),
  // The sign-in throttle (docs/security.md explains the numbers): wrong passwords of an account before each next
  // attempt waits, the longest wait, and an address's failed accounts and failures per window before it waits.
  LOGIN_MAX_FAILURES: count(5),
  LOGIN_MAX_DELAY: duration(5 * unitMs.m, unitMs.s, unitMs.h, 'from 1s to 1h'),
  LOGIN_MAX_ACCOUNTS_PER_IP: count(20),
  LOGIN_MAX_FAILURES_PER_IP: count(50),
  LOGIN_THROTTLE_WINDOW: duration(15 * unitMs.m, unitMs.s, unitMs.d, 'from 1s to 24h'),
  REGISTER_MAX_PER_IP: count(20),
  // How long an unpaid order holds its stock before it is cancelled; a bank transfer gets longer.
  ORDER_PAY_TIMEOUT: duration(30 * unitMs.m, unitMs.s, unitMs.d, 'from 1s to 24h'),
  BANK_TRANSFER_PAY_TIMEOUT: duration(3 * unitMs.d, unitMs.m, 30 * unitMs.d, 'from 1m to 30d'),
  // Keys (config-secrets.ts): unset, an embedded shop makes its own; production refuses to start without them.
  // HMAC key the payment sandbox signs its notifications with (a real gateway's key in production).
  PAYMENT_SANDBOX_SECRET: secret,
  // HMAC key of staff override links (`npm run mf -- override-link`); the CLI and every replica need the same one.
  MF_OVERRIDE_SECRET: secret,
  // HMAC key of the sign-in device cookies (modules/auth/device-cookie.ts); the same on every replica.
  DEVICE_COOKIE_SECRET: secret,
  // Mail (docs/mail.md): SMTP when set; empty = the local mailbox at /dev/mailbox (never in production mode).
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL (leave it empty for the local mailbox)').default(''),
  MAIL_FROM: z.string().regex(/^[^\r\n]{3,254}$/, 'must be an address such as "Shop <no-reply@shop.example>"').default('LabMall <no-reply@labmall.localhost>'),
  MAIL_MAX_ATTEMPTS: count(8),
  // The local mailbox shows every reset link: served to requests from this machine only, unless this opens it to
  // whoever reaches the port (a shared demo box). Production never serves the mailbox, whatever this says.
  MAILBOX_OPEN: z.enum(['true', 'false'], 'must be true or false').default('false'),
  // The canary judge (docs/deploy.md "Judged after it goes live"): how often it looks at running canaries, and the
  // page loads each side needs before it judges. Lower them only for tests: fewer loads say less, more looks risk more.
  CANARY_JUDGE_INTERVAL: duration(30 * unitMs.s, unitMs.s, unitMs.h, 'from 1s to 1h'),
  CANARY_MIN_PAGE_LOADS: count(200),
  // off: this process sends no mail (another replica does; tests run the worker's rounds themselves).
  MAIL_WORKER: z.enum(['on', 'off'], 'must be on or off').default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // What is pruned when, and the schedule (docs/retention.md).
  ...retentionEnv,
  // Where backups go, when the server takes one, how many it keeps (config-backup.ts, docs/operations.md).
  ...backupEnv,
});

export type Config = {
  port: number;
  host: string;
  /** '' means the embedded PGlite in dataDir. */
  databaseUrl: string;
  /** PostgreSQL: the longest wait for a pooled connection. */
  databasePoolWaitMs: number;
  /** STALE_IF_ERROR: how long past its TTL a cached read may answer while the database cannot be reached. */
  staleIfErrorMs: number;
  dataDir: string;
  /** 0 disables the collector. */
  analyticsPort: number;
  shellDir: string;
  mfDir: string;
  shellServerDir: string;
  ssr: boolean;
  ssrDataDeadlineMs: number;
  /** HEAVY_WORK_MEMORY: the bulk heavy-work thread's heap in MB. */
  heavyWorkMemoryMb: number;
  /** '' = the request's own origin. */
  publicOrigin: string;
  i18nDir: string;
  shopHost: string;
  fileHost: string;
  analyticsUrl: string | undefined;
  analyticsProject: string;
  /** '' accepts any token. */
  analyticsToken: string;
  mobileFormUrl: string;
  trustProxy: boolean | string;
  /** '' keeps the login throttle in process. */
  redisUrl: string;
  redisKeyPrefix: string;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  staffAccessTokenTtlMs: number;
  /** A staff session's whole life from its sign-in (refreshes do not extend it). */
  staffSessionTtlMs: number;
  /** Wrong passwords of one account (or codes of a staff account) before each next attempt waits. */
  loginMaxFailures: number;
  /** The longest wait the sign-in throttle imposes (it doubles from 1 s up to this). */
  loginMaxDelayMs: number;
  /** Distinct accounts failing from one client address per window before that address waits (password spraying). */
  loginMaxAccountsPerIp: number;
  /** Failures from one client address per window before it waits (credential stuffing). */
  loginMaxFailuresPerIp: number;
  loginThrottleWindowMs: number;
  /** Registrations of one client address per window. */
  registerMaxPerIp: number;
  orderPayTimeoutMs: number;
  bankTransferPayTimeoutMs: number;
  paymentSandboxSecret: string;
  mfOverrideSecret: string;
  deviceCookieSecret: string;
  /** '' = no SMTP: the local mailbox when `localMailbox`, otherwise mail waits in the outbox. */
  smtpUrl: string;
  mailFrom: string;
  mailMaxAttempts: number;
  mailWorker: boolean;
  canaryJudgeIntervalMs: number;
  /** Page loads on each side, canary and live, before the judge compares their error rates. */
  canaryMinPageLoads: number;
  /** No SMTP and not NODE_ENV=production: mail is kept in the database and shown at /dev/mailbox. */
  localMailbox: boolean;
  /** MAILBOX_OPEN=true: the local mailbox answers every client, not only this machine's loopback. */
  mailboxOpen: boolean;
  /** Where links in mail point: PUBLIC_ORIGIN, or this machine's own address. */
  mailLinkOrigin: string;
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  /** Retention periods and schedule (config-retention.ts, docs/retention.md). */
  retention: RetentionConfig;
  /** Backups: folder, schedule, retention rule (config-backup.ts, docs/operations.md). */
  backup: BackupConfig;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; throws a ConfigError naming every invalid variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set" (a blank line in .env or `FOO= cmd`), so the default applies.
  const input: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key]?.trim();
    if (value) input[key] = value;
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(input[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Production takes its keys from its operator only: missing, published or short ones stop the start.
  const production = env.NODE_ENV === 'production';
  const problems = production ? productionSecretProblems(input) : [];
  if (problems.length > 0) throw new ConfigError(`Invalid environment variable(s) for production (NODE_ENV=production):\n${problems.map((line) => `  ${line}`).join('\n')}`);
  const generated = generatedSecrets(e.DATA_DIR, SECRET_NAMES.filter((name) => !e[name]));
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolWaitMs: e.DATABASE_POOL_WAIT,
    staleIfErrorMs: e.STALE_IF_ERROR,
    dataDir: e.DATA_DIR,
    analyticsPort: e.ANALYTICS_PORT,
    shellDir: e.SHELL_DIR,
    mfDir: e.MF_DIR,
    shellServerDir: e.SHELL_SERVER_DIR,
    ssr: e.SSR === 'on',
    ssrDataDeadlineMs: e.SSR_DATA_DEADLINE,
    heavyWorkMemoryMb: e.HEAVY_WORK_MEMORY,
    publicOrigin: e.PUBLIC_ORIGIN,
    i18nDir: e.I18N_DIR,
    shopHost: e.SHOP_HOST,
    fileHost: e.FILE_HOST,
    analyticsUrl: e.ANALYTICS_URL,
    analyticsProject: e.ANALYTICS_PROJECT,
    analyticsToken: e.ANALYTICS_TOKEN,
    mobileFormUrl: e.MOBILE_FORM_URL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    accessTokenTtlMs: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlMs: e.REFRESH_TOKEN_TTL,
    staffAccessTokenTtlMs: e.STAFF_ACCESS_TOKEN_TTL,
    staffSessionTtlMs: e.STAFF_SESSION_TTL,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxDelayMs: e.LOGIN_MAX_DELAY,
    loginMaxAccountsPerIp: e.LOGIN_MAX_ACCOUNTS_PER_IP,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    loginThrottleWindowMs: e.LOGIN_THROTTLE_WINDOW,
    registerMaxPerIp: e.REGISTER_MAX_PER_IP,
    orderPayTimeoutMs: e.ORDER_PAY_TIMEOUT,
    bankTransferPayTimeoutMs: e.BANK_TRANSFER_PAY_TIMEOUT,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET ?? generated.PAYMENT_SANDBOX_SECRET!,
    mfOverrideSecret: e.MF_OVERRIDE_SECRET ?? generated.MF_OVERRIDE_SECRET!,
    deviceCookieSecret: e.DEVICE_COOKIE_SECRET ?? generated.DEVICE_COOKIE_SECRET!,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    mailWorker: e.MAIL_WORKER === 'on',
    canaryJudgeIntervalMs: e.CANARY_JUDGE_INTERVAL,
    canaryMinPageLoads: e.CANARY_MIN_PAGE_LOADS,
    localMailbox: !e.SMTP_URL && env.NODE_ENV !== 'production',
    mailboxOpen: e.MAILBOX_OPEN === 'true',
    mailLinkOrigin: e.PUBLIC_ORIGIN || `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    retention: retentionConfig(e),
    backup: backupConfig(e, e.DATA_DIR, repoRoot),
  };
}
