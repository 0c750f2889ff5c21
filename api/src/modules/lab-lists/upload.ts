import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from '../../lib/app-error';
import { fileBytes, sizeHintOf } from '../../lib/file-bytes';
import { MAX_IMPORT_BYTES } from './schemas';

/**
 * Lets this plugin's routes read one uploaded file. The bounds are this module's own (one file of at most
 * MAX_IMPORT_BYTES, a handful of parts), set on the parser so an oversized upload is cut off while streaming.
 */
export async function acceptImportUpload(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, fieldSize: 1_000, parts: 5 } });
}

/** The bytes of the first file part; 400 when there is none, 413 when it is over the limit. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, 'labListFileUnreadable');
  const part = await request.file();
  if (!part) throw new AppError(400, 'labListFileUnreadable');
  const bytes = await fileBytes(part.file as AsyncIterable<Buffer>, sizeHintOf(request.headers['content-length'], MAX_IMPORT_BYTES));
  if (part.file.truncated) throw new AppError(413, 'payloadTooLarge', { limit: MAX_IMPORT_BYTES });
  if (bytes.length === 0) throw new AppError(400, 'labListFileUnreadable');
  return bytes;
}
