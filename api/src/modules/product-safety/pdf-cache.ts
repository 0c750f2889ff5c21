import { createHash } from 'node:crypto';

export type CachedPdf = { bytes: Buffer; etag: string };

/** A short digest of the data a PDF is made from, for its cache key. */
export const fingerprint = (data: unknown): string => createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 16);

/**
 * Generated PDFs by key (document, language, revision): generating one costs a few hundred milliseconds of
 * font subsetting, so each is made once per process. Bounded: the oldest entry leaves first.
 */
export function createPdfCache(limit = 200) {
  const entries = new Map<string, Promise<CachedPdf>>();
  return {
    get(key: string, make: () => Promise<Buffer>): Promise<CachedPdf> {
      const hit = entries.get(key);
      if (hit) return hit;
      const made = make().then((bytes) => ({ bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` }));
      entries.set(key, made);
      made.catch(() => entries.delete(key)); // a failure is not kept
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
      return made;
    },
  };
}
