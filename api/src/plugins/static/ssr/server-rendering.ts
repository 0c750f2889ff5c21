import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { NO_CACHE } from '../cache-control';
import { createRemoteVersions } from './remote-versions';
import { createRendererLoader, type InProcessRequest, type InProcessResponse } from './shell-renderer';
import { createTranslations } from './translations';

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A malformed cookie is ignored, as the browser's cookie reader does.
    }
  }
  return cookies;
}

/**
 * Server rendering of the shop's pages (DESIGN §1 "Rendering"): the shell's server build renders the route with
 * the remote versions of the manifest, its data loaded from this very app in process (`inject`: the same routes,
 * validation and caches as a browser's call, without a socket). Returns false when the page is the browser's
 * to render (pages behind sign-in, no server build, SSR switched off, or a render that failed outright).
 */
export function createServerRendering(app: FastifyInstance, config: Config) {
  const renderer = createRendererLoader(config.shellServerDir);
  const versions = createRemoteVersions(config.mfDir);
  const translations = createTranslations(config.i18nDir);

  async function callApi(request: InProcessRequest): Promise<InProcessResponse> {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    return { statusCode: response.statusCode, statusMessage: response.statusMessage, headers: response.headers, body: response.body };
  }

  return async function renderIfServerSide(request: FastifyRequest, reply: FastifyReply, template: Buffer): Promise<boolean> {
    if (!config.ssr) return false;
    const shell = await renderer().catch((error: unknown) => {
      request.log.error({ err: error }, 'shell server build could not be loaded; pages render in the browser');
      return undefined;
    });
    if (!shell) return false;
    const manifest = versions.manifest();
    shell.useRemoteVersions(versions.serverEntries(manifest));
    let result;
    try {
      result = await shell.renderPage({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        cookies: parseCookies(request.headers.cookie),
        template: template.toString('utf8'),
        translations,
        api: callApi,
        manifest,
        loadPage: (remote, module) => shell.loadServerPage(remote, module),
        pageAssets: (remote, module) => versions.pageAssets(manifest, remote, module),
        dataDeadlineMs: config.ssrDataDeadlineMs,
        onError: (error, context) => request.log.warn({ err: error }, `server rendering: ${context}`),
      });
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the page renders in the browser');
      return false;
    }
    if (result.kind === 'client') return false;
    if (result.kind === 'redirect') {
      await reply.redirect(result.location.replace(/[^\x21-\x7e]/g, encodeURIComponent), 302);
      return true;
    }
    await reply.code(result.status).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(result.body);
    return true;
  };
}
