import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { canaryBucket } from '../../api/src/modules/remote-versions/browser-manifest';
import { BASE_URL } from '../e2e-env';
import { buildRemoteVariant } from '../remote-variant';
import { expect, test, waitForShop } from '../shop-test';
import { adminApi } from '../staff-api';

/**
 * Issue 25: a canary whose page throws in the browser is rolled back by the canary judge on its own, while shoppers
 * on the live version never see an error. The e2e shop judges every second from 12 page loads a side (serve.ts).
 */
const REMOTE = 'mf_study_zone';
const LIVE = '1.0.0';
const FAULTY = '1.0.1-faulty';
const PAGE = '/en/studyEnjoy/paper';
const FAULT = 'contest.deadline is undefined';
const PERCENT = 50;
const TELEMETRY = '/api/telemetry/errors';
// Each round is one page load a side; the judge needs 12 a side, plus rounds lost to the report limit (30 a minute).
const MAX_ROUNDS = 80;

type Status = { remote: string; live: string; canary: { version: string } | null; versions: { version: string; pageLoads: number; errors: number }[];
  history: { action: string; actor?: string; from: string; to: string; reason?: string }[] };

// It publishes a version and runs a canary in the e2e shop: a second attempt would start from what the first left.
test.describe.configure({ retries: 0 });

let archive: Buffer;
test.beforeAll(() => {
  test.setTimeout(240_000);
  // Thrown after the chunk has run, so the page renders and the error is uncaught; the server build is untouched.
  archive = buildRemoteVariant(REMOTE, FAULTY, { expose: 'Paper', code: `setTimeout(() => { throw new Error(${JSON.stringify(FAULT)}); })` });
});

/** A shopper's browser on (or off) the canary of REMOTE, and everything that went wrong on its pages. */
async function shopper(browser: Browser, onCanary: boolean) {
  let id = '';
  for (let i = 0; !id; i += 1) {
    const candidate = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if ((canaryBucket(candidate, REMOTE) < PERCENT) === onCanary) id = candidate;
  }
  const context = await browser.newContext({ baseURL: BASE_URL });
  await context.addCookies([{ name: 'mf_canary', value: id, url: BASE_URL }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // A report the collector turned away (429 past 30 a minute) is not the shopper's problem; the report itself is listed.
  const turnedAway = (url: string) => url.endsWith(TELEMETRY);
  page.on('console', (message) => {
    if (message.type() === 'error' && !turnedAway(message.location().url)) problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !turnedAway(response.url())) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    if (request.url().endsWith(TELEMETRY)) problems.push(`error report: ${request.postData()}`);
  });
  return { context, page, problems };
}

/** Opens the page as a full page load; answers the version of REMOTE it got, once the page is the shopper's. */
async function openPage(page: Page): Promise<string> {
  await page.goto(PAGE);
  await waitForShop(page);
  const area = page.locator(`[data-mf-remote="${REMOTE}"]`);
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
  return (await area.getAttribute('data-mf-version'))!;
}

async function studyZone(request: APIRequestContext, headers: Record<string, string>): Promise<Status> {
  const status = (await (await request.get('/api/backoffice/releases/status', { headers })).json()) as { data: Status[] };
  return status.data.find((s) => s.remote === REMOTE)!;
}

test('a canary that throws in the browser is rolled back by the judge; live shoppers never see an error', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const admin = await adminApi(request);
  const live = await shopper(browser, false);
  const early = await shopper(browser, true);
  try {
    expect(await openPage(live.page)).toBe(LIVE);

    // The team's pipeline publishes with its key: the version passes every gate (its server build renders fine).
    const key = (await (await request.post('/api/backoffice/releases/key', { headers: admin.headers, data: { remote: REMOTE } })).json()).data.key as string;
    const published = await request.post('/api/backoffice/releases/publish', { headers: { 'x-publish-key': key, 'content-type': 'application/gzip' }, data: archive });
    expect(published.status(), await published.text()).toBe(200);
    const { gates } = (await published.json()).data as { gates: { name: string; passed: boolean; detail: string }[] };
    expect(gates.map((g) => g.name)).toContain('smokeRender');
    for (const gate of gates) expect(gate.passed, `${gate.name}: ${gate.detail}`).toBe(true);
    const canary = await request.post('/api/backoffice/releases/canary', { headers: admin.headers, data: { remote: REMOTE, version: FAULTY, percent: PERCENT } });
    expect(canary.status(), await canary.text()).toBe(200);

    // Shoppers keep coming until the judge acts; nobody tells it to.
    let faultyLoads = 0;
    for (let round = 1; ; round += 1) {
      expect(round, 'the judge should have rolled the canary back by now').toBeLessThanOrEqual(MAX_ROUNDS);
      const before = early.problems.length;
      const thrown = early.page.waitForEvent('pageerror');
      const reported = early.page.waitForRequest((r) => r.url().endsWith(TELEMETRY));
      const version = await openPage(early.page);
      if (version === LIVE) {
        // Rolled back since the last round: this page load already had the live version, and no error.
        void thrown.catch(() => {});
        void reported.catch(() => {});
        expect(early.problems.slice(before)).toEqual([]);
        break;
      }
      expect(version).toBe(FAULTY);
      // The canary's own code threw in this browser, and the shell reported it against the canary version.
      expect((await thrown).message).toBe(FAULT);
      const report = JSON.parse((await reported).postData()!) as { versions: Record<string, string>; errors: { remote?: string }[] };
      expect(report.versions[REMOTE]).toBe(FAULTY);
      expect(report.errors).toEqual([expect.objectContaining({ kind: 'error', remote: REMOTE })]);
      expect(early.problems.slice(before).sort()).toEqual([expect.stringMatching(/^error report: /), `uncaught: ${FAULT}`]);
      faultyLoads += 1;

      expect(await openPage(live.page)).toBe(LIVE);
    }
    // Not before its minimum (CANARY_MIN_PAGE_LOADS in serve.ts): each canary page load here counted once.
    expect(faultyLoads).toBeGreaterThanOrEqual(12);

    const status = await studyZone(request, admin.headers);
    expect(status).toMatchObject({ live: LIVE, canary: null });
    expect(status.history[0]).toMatchObject({ action: 'rollback', actor: 'judge', from: FAULTY, to: LIVE });
    expect(status.history[0]!.reason).toMatch(/^error rate clearly worse: canary \d+\.\d+ % of \d+ page loads vs live 0\.00 % of \d+ \(z = \d+\.\d+\)$/);
    expect(status.versions.find((v) => v.version === FAULTY)!.errors).toBeGreaterThan(0);

    // After the rollback the canary's shoppers are back on the live version, without an error.
    const after = early.problems.length;
    expect(await openPage(early.page)).toBe(LIVE);
    expect(await openPage(early.page)).toBe(LIVE);
    expect(early.problems.slice(after)).toEqual([]);
    // The live side's shopper never saw an error, a failed request or an error report, from start to end.
    expect(await openPage(live.page)).toBe(LIVE);
    expect(live.problems).toEqual([]);
  } finally {
    await live.context.close();
    await early.context.close();
    // Never leave the faulty canary to later journeys (a failed run above).
    if ((await studyZone(request, admin.headers)).canary) {
      await request.post('/api/backoffice/releases/rollback', { headers: admin.headers, data: { remote: REMOTE, reason: 'canary-judge.spec cleanup' } });
    }
  }
});
