import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { cachedReply } from '../../lib/cached-reply';
import { ok } from '../../lib/envelope';
import { createResponseCache } from '../../lib/response-cache';
import { signedInUser } from '../../plugins/auth';
import { byteRange } from './byte-range';
import { contentDisposition } from './content-disposition';
import { onArticleRead } from './on-article-read';
import { createContentRepository } from './repository';
import { detailQuery, detailResponse, fileParams, fileQuery, listQuery, listResponse, readBody, readResponse } from './schemas';
import { createContentService } from './service';
import { watchContentRevision } from './revision-watch';

/** How often each process checks whether `npm run content` changed anything (see revision-watch.ts). */
const REVISION_POLL_MS = 5_000;
/** Files change only through an import (a new id or a new hash); browsers may keep them a day. */
const FILE_MAX_AGE = 86_400;

const hasKey = (given: string | undefined, key: string) =>
  given !== undefined && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));

/** Study zone, paper contest and ECMT content (docs/content-api.md), mounted under /api. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createContentRepository(app.db, app.contentClock);
  const service = createContentService(repository);
  const cache = createResponseCache({ maxEntries: 1000 });
  const watch = watchContentRevision(app.db, REVISION_POLL_MS, (error) => app.log.warn({ err: error }, 'content revision check failed'));
  app.addHook('onClose', async () => watch.stop());
  // Nothing is cached before the baseline revision is known (the check reports its own failure and settles).
  await watch.ready;

  app.get('/content/list', { schema: { querystring: listQuery } }, (request, reply) =>
    cachedReply(cache, reply, 'list', request.query, listResponse, () => service.page(request.query, request.lang)),
  );

  app.get('/content/get', { schema: { querystring: detailQuery } }, (request, reply) =>
    cachedReply(cache, reply, 'get', request.query, detailResponse, () => service.detail(request.query.id, request.query.section, request.lang)),
  );

  // The signed-in reader's read, sent by the page after it showed the article (the page itself is a guest's render).
  app.post('/content/read', { onRequest: app.authenticate, schema: { body: readBody, response: { 200: readResponse } } }, async (request) => {
    return ok(await onArticleRead(app.db, signedInUser(request).id, request.body.id));
  });

  app.get('/content/file/:id', { schema: { params: fileParams, querystring: fileQuery } }, async (request, reply) => {
    const file = await repository.file(request.params.id);
    // A draft's or a scheduled article's file is not found by its plain id (ids are counted): the console links it with its key.
    if (!file || !(file.public || hasKey(request.query.k, file.accessKey))) throw new AppError(404, 'fileNotFound');
    const etag = `"${file.sha256}"`;
    reply
      .type(file.mimeType)
      .header('content-disposition', contentDisposition(file.name, file.kind === 'attachment' ? 'attachment' : 'inline'))
      // A file not published yet is read with its key by the console (or a preview link): nobody's cache keeps it.
      .header('cache-control', file.public ? `public, max-age=${FILE_MAX_AGE}` : 'private, no-store')
      .header('etag', etag)
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      // A stored SVG or HTML-ish file opened on its own must not run anything in the shop's origin.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; media-src 'self'; sandbox");
    // A browser that holds this version already is answered without reading the blob.
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const range = byteRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    const data = await repository.fileData(file.id, range);
    if (!data) throw new AppError(404, 'fileNotFound');
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    return reply.header('content-length', String(data.length)).send(data);
  });
};
