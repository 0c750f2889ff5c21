import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildFixture, fixtureEnv, type BuildFixture } from '../../test/build-fixture';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * A stand-in shell server build whose home page (mf_catalog's) throws while rendering on `/zh/` and renders on
 * `/en/`, and whose data is late on `/jp/`: the renderer reports each through onError as the real one does.
 */
const FAKE_SHELL_SERVER = `
const { Readable } = require('node:stream');
exports.loadRenderer = async () => ({
  async loadServerPage() { return { default: () => null }; },
  async renderPage(request) {
    await request.loadPage('mf_catalog', './Home');
    const pathname = new URL(request.url, request.origin).pathname;
    if (pathname === '/zh/') request.onError(new Error('page threw'), 'render');
    if (pathname === '/jp/') request.onError(new Error('late'), 'query home left to the browser');
    return { kind: 'page', status: 200, body: Readable.from(['<html></html>']), complete: pathname === '/en/' };
  },
});
`;

describe('server-render failures per remote version (pglite)', () => {
  let f: BuildFixture;
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    f = createBuildFixture();
    mkdirSync(path.join(f.root, 'shell-server'), { recursive: true });
    writeFileSync(path.join(f.root, 'shell-server', 'index.js'), FAKE_SHELL_SERVER);
    t = await buildTestApp('pglite', { env: { ...fixtureEnv(f), SSR: 'on' } });
    staff = (await staffSession(t.app, 'releases')).token;
  });
  afterAll(async () => {
    await t?.close();
    f?.remove();
  });

  const liveRow = async () => {
    await t.app.remoteHealth.judgeNow();
    const status = (await t.app.inject({ url: '/api/backoffice/releases/status', headers: { authorization: `Bearer ${staff}` } })).json().data;
    return status.find((s: { remote: string }) => s.remote === 'mf_catalog').versions.find((v: { version: string }) => v.version === '1.0.0');
  };

  it('counts a page that threw while rendering against its version, not a late call or a page that rendered', async () => {
    for (const url of ['/en/', '/jp/']) expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await liveRow()).ssrFailures).toBe(0);
    expect((await t.app.inject({ url: '/zh/' })).statusCode).toBe(200);
    expect((await liveRow()).ssrFailures).toBe(1);
    expect((await t.app.inject({ url: '/metrics' })).body).toMatch(/remote_version_ssr_failures\{remote="mf_catalog",version="1\.0\.0",role="live"\} 1/);
  });
});
