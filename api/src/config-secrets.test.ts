import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { secretsFileOf } from './config-secrets';

const strong = { PAYMENT_SANDBOX_SECRET: 'p'.repeat(32), MF_OVERRIDE_SECRET: 'm'.repeat(32), DEVICE_COOKIE_SECRET: 'd'.repeat(32) };
const production = { ...strong, NODE_ENV: 'production', DATA_DIR: ':memory:' };

describe('keys of an embedded first run', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'labmall-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'data');

  it('are random, kept beside the data directory (mode 0600) and the same on the next run', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = secretsFileOf(dataDir);
    expect(file).toBe(path.join(dir, 'data-secrets.json'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const keys = [first.paymentSandboxSecret, first.mfOverrideSecret, first.deviceCookieSecret];
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ PAYMENT_SANDBOX_SECRET: keys[0], MF_OVERRIDE_SECRET: keys[1], DEVICE_COOKIE_SECRET: keys[2] });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect([second.paymentSandboxSecret, second.mfOverrideSecret, second.deviceCookieSecret]).toEqual(keys);
  });

  it('give way to keys set in the environment (tests set their own)', () => {
    expect(loadConfig({ DATA_DIR: dataDir, MF_OVERRIDE_SECRET: 'a-test-key-of-some-length' }).mfOverrideSecret).toBe('a-test-key-of-some-length');
  });

  it('are random per process in memory, and differ between two shops', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).paymentSandboxSecret).not.toBe(loadConfig({ DATA_DIR: ':memory:' }).paymentSandboxSecret);
  });

  it.each(['labmall-sandbox-secret-not-for-production', 'labmall-mf-override-secret-not-for-production'])('refuse a former default (%s) outside production too', (value) => {
    expect(() => loadConfig({ DATA_DIR: ':memory:', PAYMENT_SANDBOX_SECRET: value })).toThrow(/PAYMENT_SANDBOX_SECRET=.*published in the source/);
  });
});

describe('a production configuration (NODE_ENV=production)', () => {
  it('starts with three long keys of its own', () => {
    expect(loadConfig(production).deviceCookieSecret).toBe(strong.DEVICE_COOKIE_SECRET);
  });

  describe.each(['PAYMENT_SANDBOX_SECRET', 'MF_OVERRIDE_SECRET', 'DEVICE_COOKIE_SECRET'])('refuses to start, naming %s, when it is', (name) => {
    const refusal = (value: string | undefined) => {
      try {
        loadConfig({ ...production, [name]: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('it started');
    };
    it('missing (nothing is generated in production)', () => {
      expect(refusal(undefined)).toMatch(new RegExp(`${name}: is not set`));
      expect(refusal('  ')).toMatch(new RegExp(`${name}: is not set`));
    });
    it('a former default', () => {
      expect(refusal('labmall-mf-override-secret-not-for-production')).toMatch(new RegExp(`${name}.*published in the source`));
    });
    it('shorter than 32 characters', () => {
      expect(refusal('x'.repeat(31))).toMatch(new RegExp(`${name}: must be at least 32 characters in production`));
    });
  });
});
