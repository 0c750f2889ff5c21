import path from 'node:path';

/** Versioned or content-hashed files never change under their URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is revalidated on each use (ETag / Last-Modified make that cheap). */
export const NO_CACHE = 'no-cache';

const toPosix = (rel: string) => rel.split('\\').join('/').replace(/^\/+/, '');

/** Shell build: hashed assets under static/ are immutable; index.html, favicon etc. are not. */
export function shellCacheControl(relPath: string): string {
  return toPosix(relPath).startsWith('static/') ? IMMUTABLE : NO_CACHE;
}

/** `<remote>/<version>/<file…>`: a released remote version, which is never rewritten (DESIGN §3). */
const versionedFile = /^[A-Za-z0-9_-]+\/[0-9A-Za-z.+_-]+\/.+/;

/**
 * What /mf serves from disk: released versions' browser files; not manifest.json or history.json (the manifest is
 * answered per browser by modules/remote-versions, the history is ops data), and not a
 * version's server-rendering build (`<remote>/<version>/server/…`, code for the API process). Judged on the
 * normalised path, the one the file server opens (`a//server`, `a/./server` are that same folder).
 */
export function isServableMfPath(relPath: string): boolean {
  const rel = path.posix.normalize(toPosix(relPath));
  return versionedFile.test(rel) && rel.split('/')[2] !== 'server';
}

export function mfCacheControl(relPath: string): string {
  const rel = toPosix(relPath);
  if (rel.endsWith('.html')) return NO_CACHE;
  return versionedFile.test(rel) ? IMMUTABLE : NO_CACHE;
}
