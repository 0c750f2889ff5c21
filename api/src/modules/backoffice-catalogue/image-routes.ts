import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { cleanFileName } from '../forms/file-type';
import { recordAudit, staffActor } from '../staff/audit';
import { MAX_IMAGE_BYTES, resizeProductImage } from './image-processing';
import { storeImage } from './image-store';
import { uploadedImageUrl } from './image-urls';

const notAnImage = () => new AppError(400, 'notAnImage');

/** The one `file` part's name and bytes; 413 past MAX_IMAGE_BYTES (cut off while streaming, never held whole). */
export async function readImagePart(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw notAnImage();
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw notAnImage();
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  if (part.file.truncated) throw new AppError(413, 'payloadTooLarge', { limit: MAX_IMAGE_BYTES });
  return { fileName: cleanFileName(part.filename), bytes: Buffer.concat(chunks) };
}

/** POST product/image: a picture resized on the server into the storefront's sizes; answers the URL for `images`. */
export const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own multipart limits: one file part and nothing else.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/product/image',
    { onRequest: app.requireScope('catalogue'), schema: { response: { 200: envelopeOf(z.object({ url: z.string() })) } } },
    async (request) => {
      const { fileName, bytes } = await readImagePart(request);
      const image = await resizeProductImage(bytes); // refuses before anything is stored
      const uploadId = randomUUID();
      const url = uploadedImageUrl(uploadId);
      // Not shown to shoppers until a product names it: no catalogue invalidation needed.
      await app.db.transaction(async (tx) => {
        await storeImage(tx, uploadId, fileName, image.variants);
        await recordAudit(tx, staffActor(request), {
          action: 'product.image.upload',
          entity: 'image',
          entityId: uploadId,
          after: { url, fileName, width: image.width, height: image.height, bytes: bytes.length },
        });
      });
      return ok({ url });
    },
  );
};
