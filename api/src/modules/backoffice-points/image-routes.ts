import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { MAX_IMAGE_BYTES, resizeProductImage } from '../backoffice-catalogue/image-processing';
import { readImagePart } from '../backoffice-catalogue/image-routes';
import { storeImage } from '../backoffice-catalogue/image-store';
import { uploadedImageUrl } from '../backoffice-catalogue/image-urls';
import { recordAudit, staffActor } from '../staff/audit';

/**
 * POST goods/image (points): a good's picture, checked and resized on the server exactly as the catalogue's
 * (backoffice-catalogue/image-routes.ts) and served from the same /media/catalogue/… URLs; answers the URL for `images`.
 */
export const pointsImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own multipart limits: one file part and nothing else.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post('/goods/image', { onRequest: app.requireScope('points'), schema: { response: { 200: envelopeOf(z.object({ url: z.string() })) } } }, async (request) => {
    const { fileName, bytes } = await readImagePart(request);
    const image = await resizeProductImage(bytes); // refuses before anything is stored
    const uploadId = randomUUID();
    const url = uploadedImageUrl(uploadId);
    // Not shown to shoppers until a good names it in its images.
    await app.db.transaction(async (tx) => {
      await storeImage(tx, uploadId, fileName, image.variants);
      await recordAudit(tx, staffActor(request), { action: 'points_good.image.upload', entity: 'image', entityId: uploadId, after: { url, fileName, width: image.width, height: image.height, bytes: bytes.length } });
    });
    return ok({ url });
  });
};
