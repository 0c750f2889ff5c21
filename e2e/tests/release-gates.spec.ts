import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../shop-test';
import { packRelease } from '../../scripts/lib/mf-publish';
import { E2E_MF_DIR } from '../e2e-env';
import { adminApi } from '../staff-api';

const REMOTE = 'mf_points_mall';

type Gate = { name: string; passed: boolean; detail: string };
type PublishAnswer = { code: number; message: string; data: { reason?: string; gates?: Gate[] } | null };

/**
 * The e2e shop's own build of the remote, copied as another version (no rebuild: `publicPath` is `auto`, so the
 * copy is a working version wherever it is served). `breakPage` makes that exposed page's server module render a
 * component that throws, as a page reading a field the server's data lacks would.
 */
function versionOfLiveBuild(breakPage?: string): { dir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'labmall-gate-'));
  const dir = path.join(root, 'build');
  cpSync(path.join(E2E_MF_DIR, REMOTE, '1.0.0'), dir, { recursive: true });
  if (breakPage) {
    const entry = path.join(dir, 'server', 'remoteEntry.js');
    const text = readFileSync(entry, 'utf8');
    // The container's factory of the exposed module: `"./Page": () => { return Promise.all([...]).then(() => (() => (__webpack_require__(id)))); }`.
    const factory = new RegExp(`("${breakPage.replace('.', '\\.')}": \\(\\) => \\{\\s*return Promise\\.all\\(\\[[^\\]]*\\]\\)\\.then\\(\\(\\) => \\()\\(\\) => \\(__webpack_require__\\((\\d+)\\)\\)\\)`);
    const patched = text.replace(factory, (_m, head: string, id: string) =>
      `${head}() => ({ ...__webpack_require__(${id}), default: function BrokenPage() { throw new Error('campaign.title of undefined'); } }))`);
    if (patched === text) throw new Error(`the server build's factory of ${breakPage} was not found: update this test's pattern`);
    writeFileSync(entry, patched);
  }
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

test('a version whose page throws in the server smoke render is refused with the page named; a sound one passes', async ({ request }) => {
  test.setTimeout(90_000);
  const admin = await adminApi(request);
  const publish = async (dir: string, version: string) => {
    const response = await request.post('/api/backoffice/releases/publish', {
      headers: { ...admin.headers, 'content-type': 'application/gzip', 'accept-language': 'en' },
      data: packRelease(dir, REMOTE, version),
    });
    return { status: response.status(), body: (await response.json()) as PublishAnswer };
  };

  const broken = versionOfLiveBuild('./PointsHome');
  try {
    const refused = await publish(broken.dir, '1.0.9');
    expect(refused.status, refused.body.message).toBe(422);
    expect(refused.body.data?.reason).toMatch(/smokeRender: failed on the server: \/zh\/pointsMall: render: campaign\.title of undefined; .*\(4 problems; checked/);
    // Refused means never served and never listed: no replica may unpack it, no canary may name it.
    expect((await request.get(`/mf/${REMOTE}/1.0.9/mf-manifest.json`)).status()).toBe(404);
    const status = await (await request.get('/api/backoffice/releases/status', { headers: admin.headers })).json();
    expect(JSON.stringify(status.data.find((s: { remote: string }) => s.remote === REMOTE))).not.toContain('1.0.9');
  } finally {
    broken.remove();
  }

  const sound = versionOfLiveBuild();
  try {
    const accepted = await publish(sound.dir, '1.0.8');
    expect(accepted.status, accepted.body.message).toBe(200);
    const gate = accepted.body.data?.gates?.find((g) => g.name === 'smokeRender');
    expect(gate).toMatchObject({ passed: true, detail: expect.stringMatching(/^rendered on the server: \d+ page modules and \d+ public routes in 4 languages/) });
    expect((await request.get(`/mf/${REMOTE}/1.0.8/mf-manifest.json`)).status()).toBe(200);
  } finally {
    sound.remove();
  }
  // Shoppers were never offered either: the live version is unchanged.
  expect((await (await request.get('/mf/manifest.json')).json()).remotes[REMOTE].version).toBe('1.0.0');
});
