import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/src/i18n/languages';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { releaseArchive } from './release-fixture';
import { smokeRoutesOf } from './smoke-routes';

/**
 * A stand-in for the shell's server build (dist/shell-server/index.js), with the renderer's contract
 * (api/src/plugins/static/ssr/shell-renderer.ts): it loads the route's page from the version the request's
 * manifest names and reports what the page does through onError, as the real renderer does. The candidate's
 * server entry says how its page behaves: `{ throwsOn: '/en/privacy' }`, `{ dataMiss: true }`. It renders in a
 * heavy-work thread, so it writes the pages it rendered to a file beside itself. (The real renderer with real
 * builds is e2e's: e2e/tests/release-gates.spec.ts.)
 */
const FAKE_SHELL_SERVER = `
const { Readable } = require('node:stream');
const { appendFileSync } = require('node:fs');
exports.loadRenderer = async () => ({
  async loadServerPage(remote, version, entry) { return require(entry); },
  async renderPage(request) {
    let page = null;
    try { page = await request.loadPage('mf_help_service', './Privacy'); }
    catch (error) { request.onError(error, 'remote mf_help_service/./Privacy unavailable on the server'); }
    const pathname = new URL(request.url, request.origin).pathname;
    if (page && page.throwsOn === pathname) request.onError(new Error('Cannot read properties of undefined (reading "title")'), 'render');
    if (page && page.dataMiss) request.onError(new Error('late'), 'query help/list left to the browser');
    appendFileSync(__dirname + '/rendered.log', pathname + '\\n');
    return { kind: 'page', status: 200, body: Readable.from(['<html></html>']), complete: !(page && page.dataMiss) };
  },
});
`;


describe('the smoke-render gate of a publish (pglite)', () => {
  let t: TestApp;
  let root: string;
  let staff: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'labmall-smoke-'));
    mkdirSync(path.join(root, 'shell-server'), { recursive: true });
    mkdirSync(path.join(root, 'shell'), { recursive: true });
    mkdirSync(path.join(root, 'mf'), { recursive: true });
    writeFileSync(path.join(root, 'shell-server', 'index.js'), FAKE_SHELL_SERVER);
    writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    t = await buildTestApp('pglite', { env: { MF_DIR: path.join(root, 'mf'), SHELL_DIR: path.join(root, 'shell'), SHELL_SERVER_DIR: path.join(root, 'shell-server'), SSR: 'on' } });
    staff = (await staffSession(t.app, 'releases')).token;
  });
  const rendered = () => {
    const log = path.join(root, 'shell-server', 'rendered.log');
    return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  };
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const publish = (serverEntry: string, version: string) => t.app.inject({
    method: 'POST',
    url: '/api/backoffice/releases/publish',
    payload: releaseArchive({ remote: 'mf_help_service', version, serverEntry }),
    headers: { 'content-type': 'application/gzip', 'accept-language': 'en', authorization: `Bearer ${staff}` },
  });
  const smokeGate = (res: { json: () => { data: { gates: Array<{ name: string; passed: boolean; detail: string }> } } }) =>
    res.json().data.gates.find((g) => g.name === 'smokeRender');

  it('renders every public route of the remote in the four languages, with the candidate version', async () => {
    const before = rendered().length;
    const res = await publish('module.exports = { healthy: true };', '5.0.0');
    expect(res.statusCode, res.body).toBe(200);
    const routes = await smokeRoutesOf(t.app.db, 'mf_help_service');
    const pages = rendered().slice(before);
    expect(pages).toHaveLength(routes.length * LANGUAGES.length);
    for (const language of LANGUAGES) expect(pages).toContain(`/${language.prefix}/privacy`);
    expect(smokeGate(res)).toMatchObject({ passed: true, detail: expect.stringContaining(`${routes.length} public routes in 4 languages, ${routes.length * 4} pages`) });
    expect(existsSync(path.join(root, 'mf', 'mf_help_service', '5.0.0', 'mf-manifest.json'))).toBe(true);
  });

  it('refuses a version whose page throws on the server in one language, naming the page; nothing is kept', async () => {
    const res = await publish(`module.exports = { throwsOn: '/en/privacy' };`, '5.0.1');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().data.reason).toMatch(/smokeRender: failed on the server: \/en\/privacy: render: Cannot read properties.* \(1 problems; checked \d+ page modules/);
    expect(existsSync(path.join(root, 'mf', 'mf_help_service', '5.0.1'))).toBe(false);
    const status = (await t.app.inject({ url: '/api/backoffice/releases/status', headers: { authorization: `Bearer ${staff}` } })).json().data;
    const help = status.find((s: { remote: string }) => s.remote === 'mf_help_service');
    expect(JSON.stringify(help)).not.toContain('5.0.1');
  });

  it("runs the candidate's code in a heavy-work thread, never in the thread that answers shoppers", async () => {
    const res = await publish('globalThis.candidateRanHere = true; module.exports = { healthy: true };', '5.0.4');
    expect(res.statusCode, res.body).toBe(200);
    expect(smokeGate(res)?.passed).toBe(true);
    expect((globalThis as { candidateRanHere?: boolean }).candidateRanHere).toBeUndefined();
  });

  it('refuses a version whose server build cannot even be loaded', async () => {
    const res = await publish('throw new Error("window is not defined");', '5.0.2');
    expect(res.statusCode).toBe(422);
    expect(res.json().data.reason).toMatch(/smokeRender: failed on the server: \.\/\w+: cannot be loaded on the server: window is not defined/);
  });

  it('loads every page module of a remote whose pages are all behind sign-in (nothing of it renders on the server)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/releases/publish',
      payload: releaseArchive({ remote: 'mf_account', version: '5.0.0', serverEntry: 'throw new Error("document is not defined");' }),
      headers: { 'content-type': 'application/gzip', 'accept-language': 'en', authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.reason).toMatch(/cannot be loaded on the server: document is not defined.*checked \d+ page modules and 0 public routes/);
  });

  it('does not blame the version for data that came late, and leaves no unpacked candidate behind', async () => {
    const res = await publish('module.exports = { dataMiss: true };', '5.0.3');
    expect(res.statusCode, res.body).toBe(200);
    expect(smokeGate(res)?.passed).toBe(true);
    const staging = path.join(tmpdir(), 'labmall-smoke-render');
    const left = existsSync(staging) ? readdirSync(staging).filter((name) => name.startsWith('mf_help_service-5.0.')) : [];
    expect(left).toEqual([]);
  });
});
