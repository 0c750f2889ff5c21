import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMailbox } from '../../db/schema/mail';
import { createBuildFixture, fixtureEnv, type BuildFixture } from '../../test/build-fixture';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { isFromThisMachine, isLoopbackAddress, mailboxNotice } from './mailbox-access';

const RESET_TEXT = 'Reset your password: http://localhost:8080/en/resetPassword?key=secret-reset-key';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.9', '0:0:0:0:0:0:0:1'])('%s is this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each(['192.168.1.20', '10.0.0.5', '128.0.0.1', '::ffff:192.168.1.20', 'fe80::1', '::', 'localhost', '', undefined])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('isFromThisMachine', () => {
  it('needs a loopback peer and no forwarding header, whatever its value', () => {
    expect(isFromThisMachine('127.0.0.1', { host: 'localhost' })).toBe(true);
    expect(isFromThisMachine('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toBe(false);
    expect(isFromThisMachine('::1', { forwarded: 'for=127.0.0.1' })).toBe(false);
    expect(isFromThisMachine('127.0.0.1', { 'x-real-ip': '' })).toBe(false);
    expect(isFromThisMachine('192.168.1.20', {})).toBe(false);
  });
});

describe('mailboxNotice (printed by npm start)', () => {
  it('says where the mailbox is and who can read it', () => {
    expect(mailboxNotice(8080, false)).toBe('Local mailbox (no SMTP_URL set): http://localhost:8080/dev/mailbox — only reachable from this machine');
    expect(mailboxNotice(3000, true)).toMatch(/^Local mailbox .*http:\/\/localhost:3000\/dev\/mailbox — OPEN to anyone .*MAILBOX_OPEN=true/);
  });
});

const PATHS = ['/dev/mailbox', '/dev/mailbox/messages', '/dev/mailbox/messages?to=reader@example.com'];

// A shell build, so an unknown address gets the shell's 404 page (without one every page is a 503).
let fixture: BuildFixture;
beforeAll(() => {
  fixture = createBuildFixture();
});
afterAll(() => fixture?.remove());
const appOn = (driver: (typeof drivers)[number], env: Record<string, string> = {}) =>
  buildTestApp(driver, { env: { ...fixtureEnv(fixture), MAIL_WORKER: 'off', ...env } });

/**
 * The mailbox answers like an address that does not exist, so it does not say it is there: a path without a
 * language prefix is sent to the prefixed one (302, as /dev/anything is), where the page is a 404.
 */
async function expectUnknownAddress(t: TestApp, url: string, request: { remoteAddress: string; headers?: Record<string, string> }) {
  const inject = (path: string) => t.app.inject({ method: 'GET', url: path, ...request });
  const res = await inject(url);
  const unknown = await inject(url.replace('/dev/mailbox', '/dev/no-such-page'));
  expect(res.body).not.toContain('secret-reset-key');
  expect(res.statusCode).toBe(unknown.statusCode);
  expect(res.headers.location).toBe(unknown.headers.location?.replace('/dev/no-such-page', '/dev/mailbox'));
  expect(res.statusCode).toBe(302);
  const landed = await inject(res.headers.location!);
  expect(landed.statusCode).toBe(404);
  expect(landed.body).not.toContain('secret-reset-key');
}

describe.each(drivers)('the local mailbox on %s', (driver) => {
  describe('by default', () => {
    let t: TestApp;
    let id: number;
    beforeAll(async () => {
      t = await appOn(driver);
      const [row] = await t.app.db
        .insert(localMailbox)
        .values({ outboxId: 1, recipient: 'reader@example.com', subject: 'Reset your password', text: RESET_TEXT, html: `<p>${RESET_TEXT}</p>` })
        .returning({ id: localMailbox.id });
      id = row!.id;
    });
    afterAll(() => t?.close());

    const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, remoteAddress, headers });

    it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('is served to this machine (%s)', async (address) => {
      const page = await get('/dev/mailbox', address);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('secret-reset-key');
      const json = await get('/dev/mailbox/messages?to=reader@example.com', address);
      expect(json.json().messages).toEqual([expect.objectContaining({ id, to: 'reader@example.com', text: RESET_TEXT })]);
      expect((await get(`/dev/mailbox/${id}`, address)).body).toContain('secret-reset-key');
    });

    it.each(['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1'])('answers another machine (%s) 404, like an unknown address', async (address) => {
      for (const url of [...PATHS, `/dev/mailbox/${id}`]) await expectUnknownAddress(t, url, { remoteAddress: address });
    });

    it.each<Record<string, string>>([{ 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }])(
      'answers 404 to a request a proxy on this machine forwarded (%o)',
      async (headers) => {
        for (const url of PATHS) await expectUnknownAddress(t, url, { remoteAddress: '127.0.0.1', headers });
      },
    );
  });

  it('with TRUST_PROXY=true, another machine claiming X-Forwarded-For: 127.0.0.1 still gets 404', async () => {
    const t = await appOn(driver, { TRUST_PROXY: 'true' });
    try {
      await expectUnknownAddress(t, '/dev/mailbox', { remoteAddress: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } });
    } finally {
      await t.close();
    }
  });

  it('MAILBOX_OPEN=true serves it to every client', async () => {
    const t = await appOn(driver, { MAILBOX_OPEN: 'true' });
    try {
      expect(t.config.mailboxOpen).toBe(true);
      const lan = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress: '192.168.1.20' });
      expect(lan.statusCode).toBe(200);
      expect(lan.json()).toHaveProperty('messages');
      const forwarded = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(forwarded.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is never served in production, not even to this machine with MAILBOX_OPEN=true', async () => {
    const secrets = { PAYMENT_SANDBOX_SECRET: 'p'.repeat(40), MF_OVERRIDE_SECRET: 'm'.repeat(40), DEVICE_COOKIE_SECRET: 'd'.repeat(40) };
    const t = await appOn(driver, { MAILBOX_OPEN: 'true', NODE_ENV: 'production', ...secrets });
    try {
      for (const url of PATHS) await expectUnknownAddress(t, url, { remoteAddress: '127.0.0.1' });
    } finally {
      await t.close();
    }
  });
});
