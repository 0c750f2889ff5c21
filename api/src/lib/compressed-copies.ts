import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compressed copies of cached answers and server-rendered pages. A cached text is sent to many clients: compressing
 * it once per encoding, instead of once per request (as @fastify/compress does for any payload), takes the largest
 * remaining cost off a cache hit (the home page's API answer: about half of its CPU; the kept home page, 87 KB
 * of HTML: 76 pages/s with brotli per request, 2,600 from the copy, `npm run bench:ssr`). Keyed by the text itself (a Map compares
 * strings by content); a text dropped from its cache ages out here.
 */
export type Encoding = 'br' | 'gzip';

/** @fastify/compress's own threshold: smaller answers are sent as they are. */
export const MIN_COMPRESSED_CHARS = 1024;
const MAX_COPIES = 1000;
/** The keys are kept alive by this map: bounded by size too, since a page is ~100 times a small answer. */
const MAX_COPY_CHARS = 20_000_000;
const copies = new Map<string, Partial<Record<Encoding, Buffer>>>();
let copyChars = 0;

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
    copyChars += text.length;
    while (copies.size > 0 && (copies.size >= MAX_COPIES || copyChars > MAX_COPY_CHARS)) {
      const oldest = copies.keys().next().value!;
      copies.delete(oldest);
      copyChars -= oldest.length;
    }
  }
  copies.set(text, entry);
  return (entry[encoding] ??= compress(text, encoding));
}

/**
 * Sends a text that is sent often (a cached answer, a kept page) compressed from its copy when the client accepts
 * it. The compression plugin leaves a reply that already has a Content-Encoding alone.
 */
export function sendCompressible(reply: FastifyReply, text: string, contentType: string): FastifyReply {
  reply.type(contentType);
  const encoding = text.length >= MIN_COMPRESSED_CHARS ? preferredEncoding(reply.request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(text);
  const vary = reply.getHeader('vary');
  return reply
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('content-encoding', encoding)
    .send(compressedCopy(text, encoding));
}
