import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { readImage } from './image-store';
import { IMAGE_SIZES, type ImageSize } from './image-urls';

const params = z.strictObject({
  id: z.uuid({ version: 'v4' }),
  size: z.coerce.number().refine((size) => IMAGE_SIZES.includes(size as ImageSize)),
});

/**
 * GET /media/catalogue/<upload>/<size>.webp: staff-uploaded product pictures, from the database (every replica
 * serves every picture). An upload's URL never shows anything else, so browsers and proxies keep it for a year.
 */
export const catalogueMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media/catalogue/:id/:size.webp', { schema: { params } }, async (request, reply) => {
    const { id, size } = request.params;
    const etag = `"${id}-${size}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const content = await readImage(app.db, id, size as ImageSize);
    if (!content) {
      reply.removeHeader('cache-control').removeHeader('etag');
      throw notFound();
    }
    return reply.type('image/webp').send(content);
  });
};
