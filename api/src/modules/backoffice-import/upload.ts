import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from '../../lib/app-error';
import { fileBytes, sizeHintOf } from '../../lib/file-bytes';
import { MAX_CATALOGUE_FILE_BYTES } from './schemas';

/** Lets this plugin's routes read one uploaded file of at most MAX_CATALOGUE_FILE_BYTES (cut off while streaming). */
export async function acceptCatalogueUpload(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_CATALOGUE_FILE_BYTES, files: 1, fields: 4, fieldSize: 1_000, parts: 5 },
  });
}

/** The first file part's bytes and name; 400 when there is none or it is empty, 413 when it is over the limit. */
export async function readCatalogueUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError(400, 'labListFileUnreadable');
  const part = await request.file();
  if (!part) throw new AppError(400, 'labListFileUnreadable');
  const bytes = await fileBytes(part.file as AsyncIterable<Buffer>, sizeHintOf(request.headers['content-length'], MAX_CATALOGUE_FILE_BYTES));
  if (part.file.truncated) throw new AppError(413, 'payloadTooLarge', { limit: MAX_CATALOGUE_FILE_BYTES });
  if (bytes.length === 0) throw new AppError(400, 'labListFileUnreadable');
  return { bytes, fileName: (part.filename || 'catalogue').slice(0, 255) };
}
