import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { sendApiNotFound } from '../errors';
import { isServableMfPath, mfCacheControl, NO_CACHE, shellCacheControl } from './cache-control';
import { createPageHandler, sendPlainNotFound } from './pages';
import { runtimeConfig } from './runtime-config';
import { createShellFiles } from './shell-files';
import { createServerRendering } from './ssr/server-rendering';

/**
 * Everything outside /api: the shell build, the remotes under /mf, the translation files, /config.json,
 * and the page routing (language prefix, 404 decision) for any other path.
 */
async function staticHosting(app: FastifyInstance, { config }: { config: Config }) {
  // Shell files (hashed assets, favicon …). Cache-Control is ours, not @fastify/send's default.
  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    index: false,
    // Directories (`/`, `/static/`) are no files: leave them to the page router instead of a 403.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, file) => res.setHeader('cache-control', shellCacheControl(path.relative(config.shellDir, file))),
  });
  // Remotes: wildcard routing (the default) so a newly released version is served without a restart.
  await app.register(fastifyStatic, {
    root: config.mfDir,
    prefix: '/mf/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathname) => isServableMfPath(pathname),
    setHeaders: (res, file) => res.setHeader('cache-control', mfCacheControl(path.relative(config.mfDir, file))),
  });

  // GET {fileHost}/{n}.json for n = 1 zh, 2 en, 3 jp, 4 kr (docs/contracts.md "Translations").
  app.get<{ Params: { file: string } }>('/i18n/:file', async (request, reply) => {
    const file = /^[1-4]\.json$/.exec(request.params.file)?.[0];
    if (!file) return sendPlainNotFound(reply);
    reply.header('cache-control', NO_CACHE);
    return reply.sendFile(file, config.i18nDir, { cacheControl: false });
  });

  app.get('/config.json', async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return runtimeConfig(config, request);
  });

  const handlePage = createPageHandler(createShellFiles(config.shellDir, app.log), createServerRendering(app, config));
  app.setNotFoundHandler((request, reply) =>
    /^\/api(\/|\?|$)/.test(request.url) ? sendApiNotFound(request, reply) : handlePage(request, reply),
  );
}

export default fp(staticHosting, { name: 'static-hosting' });
