import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compressed copies of cached answers. A cached answer is one string sent to many clients: compressing it once per
 * encoding, instead of once per request (as @fastify/compress does for any payload), takes the largest remaining
 * cost off a cache hit (home: about half of its CPU). Keyed by the cached string itself: a hit hands back the
 * very same string, whose hash V8 keeps, so the lookup is cheap; an answer dropped from its cache ages out here.
 */
export type Encoding = 'br' | 'gzip';

/** @fastify/compress's own threshold: smaller answers are sent as they are. */
export const MIN_COMPRESSED_CHARS = 1024;
const MAX_COPIES = 1000;
const copies = new Map<string, Partial<Record<Encoding, Buffer>>>();

/** br, else gzip, as @fastify/compress would choose them; undefined for identity (or q=0 for both). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',').slice(0, 20)) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  return (['br', 'gzip'] as const).find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0);
}

function compress(text: string, encoding: Encoding): Buffer {
  // Brotli at quality 4, as the compression plugin uses: better than gzip-6 at its speed.
  return encoding === 'br' ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(text);
}

/** `text` compressed with `encoding`, made once per (text, encoding) while it is among the recent ones. */
export function compressedCopy(text: string, encoding: Encoding): Buffer {
  let entry = copies.get(text);
  if (entry) {
    copies.delete(text); // re-inserted below: least recently used first
  } else {
    entry = {};
    if (copies.size >= MAX_COPIES) copies.delete(copies.keys().next().value!);
  }
  copies.set(text, entry);
  return (entry[encoding] ??= compress(text, encoding));
}
