import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RemoteName } from '../rspack.base';
import { buildForPublish, packRelease } from '../scripts/lib/mf-publish';

/**
 * Statements added to the browser chunk of one exposed page (`expose` as in the remote's exposes, without `./`):
 * they run each time a browser loads that chunk, i.e. on every full page load of that page, never on the server.
 */
export interface BrowserPatch {
  expose: string;
  code: string;
}

/** The browser chunk of an expose, as the build's mf-manifest.json lists it (the chunk named after the expose). */
function browserChunkOf(dir: string, expose: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.exposes.find((e) => e.name === expose)?.assets.js.sync.find((file) => path.basename(file).startsWith(`__federation_expose_${expose}.`));
  if (!chunk) throw new Error(`the build has no browser chunk for the expose ${expose}`);
  return path.join(dir, chunk);
}

/** Code inserted after the chunk's "use strict" (before it, the chunk would no longer run in strict mode). */
function afterPrologue(text: string, code: string): string {
  const prologue = /^\s*(['"])use strict\1;?/.exec(text)?.[0] ?? '';
  return `${prologue}\n${code};\n${text.slice(prologue.length)}`;
}

/** Rewrites a built file, and its precompressed copies: the shop sends those to browsers that accept them. */
function rewrite(file: string, change: (text: string) => string) {
  const text = change(readFileSync(file, 'utf8'));
  writeFileSync(file, text);
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
}

/**
 * The release archive of a remote built at `version` as a team's pipeline builds it (scripts/lib/mf-publish.ts),
 * with `patch` added to one page's browser chunk before packing, so the checksums are the patched files'. The
 * code goes before the chunk's own statements: a deferred throw there fails the page in the browser while the
 * page still renders, and the server build (the publish API's smoke render) is untouched.
 */
export function buildRemoteVariant(remote: RemoteName, version: string, patch?: BrowserPatch): Buffer {
  const build = buildForPublish(remote, version);
  try {
    if (patch) rewrite(browserChunkOf(build.dir, patch.expose), (text) => afterPrologue(text, patch.code));
    return packRelease(build.dir, remote, version);
  } finally {
    build.remove();
  }
}
