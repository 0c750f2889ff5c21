import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { readImage } from './image-store';
import { IMAGE_SIZES, type ImageSize } from './image-urls';

const params = z.strictObject({
  id: z.uuid({ version: 'v4' }),
  size: z.coerce.number().refine((size) => IMAGE_SIZES.includes(size as ImageSize)),
});

/** Bytes of recently served pictures kept per process: a URL's content never changes, so nothing goes stale. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** A least-recently-used map of pictures, bounded by their total size. */
function pictureCache(limit: number) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key: string): Buffer | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key); // re-inserted: now the most recent
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, content: Buffer): void {
      if (content.length > limit || entries.has(key)) return;
      entries.set(key, content);
      bytes += content.length;
      for (const [oldest, old] of entries) {
        if (bytes <= limit) break;
        entries.delete(oldest);
        bytes -= old.length;
      }
    },
  };
}

/**
 * GET /media/catalogue/<upload>/<size>.webp: staff-uploaded product pictures, from the database (every replica
 * serves every picture). An upload's URL never shows anything else, so browsers and proxies keep it for a year.
 */
export const catalogueMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = pictureCache(CACHE_BYTES);

  app.get('/media/catalogue/:id/:size.webp', { schema: { params } }, async (request, reply) => {
    const { id, size } = request.params;
    const key = `${id}/${size}`;
    const content = cache.get(key) ?? (await readImage(app.db, id, size as ImageSize));
    if (!content) throw notFound();
    cache.set(key, content);
    const etag = `"${id}-${size}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(content);
  });
};
