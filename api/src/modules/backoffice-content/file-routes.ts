import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languages } from '../../i18n/language';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { done, id, queryId } from '../backoffice-catalogue/schemas';
import { cleanFileName } from '../forms/file-type';
import { staffActor } from '../staff/audit';
import { fileResponse } from './article-schemas';
import { createContentFileService } from './file-service';

/** A short video or a manual, not a film: the size the content import also stops at is far above what staff upload. */
export const MAX_CONTENT_FILE_BYTES = 50 * 1024 * 1024;
const uploadQuery = z.strictObject({
  kind: z.enum(['attachment', 'cover', 'video', 'image', 'captions']),
  articleId: queryId.optional(),
  /** The language of a captions track (WebVTT), one per language. */
  lang: z.enum(languages).optional(),
});

/** The one `file` part's name and bytes; 413 past the limit (cut off while streaming). */
async function readFilePart(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  const refused = () => new AppError(400, 'contentFileType');
  if (!request.isMultipart()) throw refused();
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw refused();
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  if (part.file.truncated) throw new AppError(413, 'payloadTooLarge', { limit: MAX_CONTENT_FILE_BYTES });
  return { fileName: cleanFileName(part.filename), bytes: Buffer.concat(chunks) };
}

/** POST file (an attachment, cover, video or captions track of an article, or an image for a body or banner) and file/detach. */
export const contentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: MAX_CONTENT_FILE_BYTES, files: 1, fields: 0, parts: 1 } });
  const service = createContentFileService(app.db);
  const guard = { onRequest: app.requireScope('content') };

  app.post('/file', { ...guard, schema: { querystring: uploadQuery, response: { 200: fileResponse } } }, async (request) => {
    const { fileName, bytes } = await readFilePart(request);
    return ok(await service.upload(staffActor(request), { ...request.query, fileName, bytes }));
  });
  app.post('/file/detach', { ...guard, schema: { body: z.strictObject({ id }), response: { 200: done } } }, async (request) => {
    await service.detach(staffActor(request), request.body.id);
    return ok(null);
  });
};
