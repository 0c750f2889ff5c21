import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const repo = path.resolve(import.meta.dirname, '../..');
// Given, so the defaults test does not make the key file beside ./data (config-secrets.test.ts covers that).
const keys = { PAYMENT_SANDBOX_SECRET: 'p'.repeat(32), MF_OVERRIDE_SECRET: 'm'.repeat(32), DEVICE_COOKIE_SECRET: 'd'.repeat(32) };

describe('loadConfig', () => {
  it('has working defaults for a plain `npm start`', () => {
    expect(loadConfig(keys)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: '',
      databasePoolWaitMs: 3_000,
      staleIfErrorMs: 600_000,
      dataDir: path.join(repo, 'data'),
      analyticsPort: 8081,
      shellDir: path.join(repo, 'dist/shell'),
      mfDir: path.join(repo, 'dist/mf'),
      shellServerDir: path.join(repo, 'dist/shell-server'),
      ssr: true,
      ssrDataDeadlineMs: 1_500,
      heavyWorkMemoryMb: 2_048,
      publicOrigin: '',
      i18nDir: path.join(repo, 'shared/src/i18n/locales'),
      shopHost: '',
      fileHost: '/i18n',
      analyticsUrl: undefined,
      analyticsProject: 'labmall',
      analyticsToken: '',
      mobileFormUrl: '/m/form',
      trustProxy: false,
      redisUrl: '',
      redisKeyPrefix: 'labmall:',
      accessTokenTtlMs: 2 * 3_600_000,
      refreshTokenTtlMs: 30 * 86_400_000,
      staffAccessTokenTtlMs: 15 * 60_000,
      staffSessionTtlMs: 12 * 3_600_000,
      loginMaxFailures: 5,
      loginMaxDelayMs: 5 * 60_000,
      loginMaxAccountsPerIp: 20,
      loginMaxFailuresPerIp: 50,
      loginThrottleWindowMs: 15 * 60_000,
      registerMaxPerIp: 20,
      orderPayTimeoutMs: 1_800_000,
      bankTransferPayTimeoutMs: 259_200_000,
      paymentSandboxSecret: keys.PAYMENT_SANDBOX_SECRET,
      mfOverrideSecret: keys.MF_OVERRIDE_SECRET,
      deviceCookieSecret: keys.DEVICE_COOKIE_SECRET,
      smtpUrl: '',
      mailFrom: 'LabMall <no-reply@labmall.localhost>',
      mailMaxAttempts: 8,
      mailWorker: true,
      canaryJudgeIntervalMs: 30_000,
      canaryMinPageLoads: 200,
      localMailbox: true,
      mailboxOpen: false,
      mailLinkOrigin: 'http://localhost:8080',
      logLevel: 'info',
      retention: {
        scheduled: true,
        intervalMs: 3_600_000,
        analyticsRaw: { amount: 13, unit: 'mo' },
        endedSessions: { amount: 30, unit: 'd' },
        expiredTokens: { amount: 7, unit: 'd' },
        sentMail: { amount: 30, unit: 'd' },
        failedMail: { amount: 180, unit: 'd' },
        idempotencyKeys: { amount: 7, unit: 'd' },
        importChecks: { amount: 1, unit: 'd' },
      },
      backup: { dir: path.join(repo, 'backups'), schedule: { kind: 'daily', minuteOfDay: 210 }, keepDaily: 7, keepWeekly: 4 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATABASE_POOL_WAIT: '500ms',
      STALE_IF_ERROR: '0',
      DATA_DIR: ':memory:',
      ANALYTICS_PORT: '0',
      SHELL_DIR: '/srv/shell',
      SHOP_HOST: 'https://api.example.com/',
      FILE_HOST: 'https://cdn.example.com/i18n',
      ANALYTICS_URL: 'https://stats.example.com/collect',
      ANALYTICS_PROJECT: 'lab_prod',
      ANALYTICS_TOKEN: 'wk-7f3a',
      MOBILE_FORM_URL: 'https://m.example.com/form',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_KEY_PREFIX: 'shop-a:',
      ACCESS_TOKEN_TTL: '90m',
      REFRESH_TOKEN_TTL: '7d',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_DELAY: '2m',
      LOGIN_MAX_ACCOUNTS_PER_IP: '50',
      LOGIN_MAX_FAILURES_PER_IP: '400',
      LOGIN_THROTTLE_WINDOW: '600',
      REGISTER_MAX_PER_IP: '30',
      CANARY_JUDGE_INTERVAL: '2s',
      CANARY_MIN_PAGE_LOADS: '12',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://shop@db:5432/shop',
      databasePoolWaitMs: 500,
      staleIfErrorMs: 0,
      dataDir: ':memory:',
      analyticsPort: 0,
      shellDir: '/srv/shell',
      shopHost: 'https://api.example.com',
      fileHost: 'https://cdn.example.com/i18n',
      analyticsUrl: 'https://stats.example.com/collect',
      analyticsProject: 'lab_prod',
      analyticsToken: 'wk-7f3a',
      mobileFormUrl: 'https://m.example.com/form',
      trustProxy: '10.0.0.0/8, loopback',
      redisUrl: 'redis://cache:6379/2',
      redisKeyPrefix: 'shop-a:',
      accessTokenTtlMs: 90 * 60_000,
      refreshTokenTtlMs: 7 * 86_400_000,
      loginMaxFailures: 3,
      loginMaxDelayMs: 120_000,
      loginMaxAccountsPerIp: 50,
      loginMaxFailuresPerIp: 400,
      loginThrottleWindowMs: 600_000,
      registerMaxPerIp: 30,
      canaryJudgeIntervalMs: 2_000,
      canaryMinPageLoads: 12,
      logLevel: 'warn',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...keys, PORT: '', DATABASE_URL: '  ', TRUST_PROXY: '' })).toMatchObject({ port: 8080, databaseUrl: '', trustProxy: false });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['ANALYTICS_PORT', '80.5'],
    ['DATABASE_URL', 'mysql://db/shop'],
    ['DATABASE_POOL_WAIT', '50ms'],
    ['DATABASE_POOL_WAIT', '2m'],
    ['STALE_IF_ERROR', '2d'],
    ['STALE_IF_ERROR', 'a while'],
    ['SHOP_HOST', 'api.example.com'],
    ['FILE_HOST', 'i18n'],
    ['ANALYTICS_URL', 'ftp://stats.example.com'],
    ['ANALYTICS_PROJECT', 'lab mall'],
    ['ANALYTICS_TOKEN', 'has space'],
    ['MOBILE_FORM_URL', '//evil.example/form'],
    ['TRUST_PROXY', 'yes'],
    ['LOG_LEVEL', 'verbose'],
    ['REDIS_URL', 'http://cache:6379'],
    ['REDIS_KEY_PREFIX', 'has space'],
    ['ACCESS_TOKEN_TTL', '2 hours'],
    ['ACCESS_TOKEN_TTL', '30s'],
    ['ACCESS_TOKEN_TTL', '2d'],
    ['REFRESH_TOKEN_TTL', '400d'],
    ['LOGIN_MAX_FAILURES', '0'],
    ['LOGIN_MAX_ACCOUNTS_PER_IP', '2.5'],
    ['LOGIN_MAX_DELAY', '2h'],
    ['REGISTER_MAX_PER_IP', '0'],
    ['LOGIN_THROTTLE_WINDOW', '-1m'],
    ['CANARY_JUDGE_INTERVAL', '500ms'],
    ['CANARY_MIN_PAGE_LOADS', '0'],
    ['MAILBOX_OPEN', 'yes'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}=${JSON.stringify(value)}`);
  });

  it.each([
    ['1500ms', 1500],
    ['45', 45_000],
    ['15m', 900_000],
    ['1d', 86_400_000],
  ])('reads the duration LOGIN_THROTTLE_WINDOW=%s as %i ms', (value, ms) => {
    expect(loadConfig({ ...keys, LOGIN_THROTTLE_WINDOW: value }).loginThrottleWindowMs).toBe(ms);
  });

  it('MAILBOX_OPEN=true opens the local mailbox to the network', () => {
    expect(loadConfig({ ...keys, MAILBOX_OPEN: 'true' })).toMatchObject({ localMailbox: true, mailboxOpen: true });
    expect(loadConfig({ ...keys, MAILBOX_OPEN: 'false' })).toMatchObject({ mailboxOpen: false });
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT=.*\n.*LOG_LEVEL=/);
  });
});
