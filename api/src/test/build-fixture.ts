import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type BuildFixture = { root: string; shellDir: string; mfDir: string; i18nDir: string; remove: () => void };

/** A big enough script that compression kicks in (threshold 1 KB). */
export const bundleSource = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item-${i}`))};\n`;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A temporary stand-in for `npm run build` output (docs/contracts.md "Build output"), per test file. */
export function createBuildFixture(options: { withShell?: boolean } = {}): BuildFixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-build-'));
  const shellDir = path.join(root, 'shell');
  const mfDir = path.join(root, 'mf');
  const i18nDir = path.join(root, 'locales');
  fs.mkdirSync(shellDir, { recursive: true });
  if (options.withShell !== false) {
    write(path.join(shellDir, 'index.html'), '<!doctype html><html><head><script src="/static/js/main.3f2a1c.js"></script></head><body><div id="root"></div></body></html>');
    write(path.join(shellDir, 'static/js/main.3f2a1c.js'), bundleSource);
    write(path.join(shellDir, 'robots.txt'), 'User-agent: *\n');
    write(
      path.join(shellDir, 'routes.json'),
      JSON.stringify({
        languages: ['zh', 'en', 'jp', 'kr'],
        routes: ['/', '/login', '/category', '/product/:id', '/help/questionDetail'],
        params: { id: '^[1-9][0-9]*$' },
      }),
    );
  }
  write(
    path.join(mfDir, 'manifest.json'),
    JSON.stringify({ remotes: { mf_catalog: { version: '1.0.0', entry: '/mf/mf_catalog/1.0.0/mf-manifest.json' } } }),
  );
  write(path.join(mfDir, 'history.json'), '[]');
  write(path.join(mfDir, 'mf_catalog/1.0.0/mf-manifest.json'), '{"name":"mf_catalog"}');
  write(path.join(mfDir, 'mf_catalog/1.0.0/remoteEntry.js'), bundleSource);
  write(path.join(mfDir, 'mf_catalog/1.0.0/index.html'), '<!doctype html><title>preview</title>');
  ['{"home":"首页"}', '{"home":"Home"}', '{"home":"ホーム"}', '{"home":"홈"}'].forEach((json, i) =>
    write(path.join(i18nDir, `${i + 1}.json`), json),
  );
  return { root, shellDir, mfDir, i18nDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export const fixtureEnv = (f: BuildFixture): Record<string, string> => ({
  SHELL_DIR: f.shellDir,
  // The stand-in shell has no server build: pages are the browser's to render (server rendering is e2e's).
  SHELL_SERVER_DIR: path.join(f.root, 'shell-server'),
  MF_DIR: f.mfDir,
  I18N_DIR: f.i18nDir,
});
