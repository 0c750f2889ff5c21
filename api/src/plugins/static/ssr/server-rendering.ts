import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { NO_CACHE } from '../cache-control';
import { createResponseCache, responseKey } from '../../../lib/response-cache';
import { runtimeConfig } from '../runtime-config';
import { createRemoteVersions, type RemoteManifest } from './remote-versions';
import { createRendererLoader, type InProcessRequest, type InProcessResponse, type RenderResult, type ShellRenderer } from './shell-renderer';
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

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A page with a part left to the browser (a call failed or was late): sent to whoever waited for it, not kept. */
class PartialPage {
  constructor(readonly text: string) {}
}

/** A render that gave no page (a page for the browser, a redirect): never kept. */
class NotAPage {
  constructor(readonly result: Exclude<RenderResult, { kind: 'page' }>) {}
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

  // Server-rendered pages are a guest's and depend only on the URL, the theme, the remote versions and the
  // catalogue: kept like the catalogue's own answers (same LRU, same generation, dropped on every catalogue write).
  const pages = createResponseCache({ maxEntries: 500, maxChars: 40_000_000 });
  const templateVersions = new WeakMap<Buffer, number>();
  let templateCount = 0;
  const templateVersion = (template: Buffer) => {
    if (!templateVersions.has(template)) templateVersions.set(template, (templateCount += 1));
    return templateVersions.get(template)!;
  };

  async function renderToText(shell: ShellRenderer, request: FastifyRequest, template: Buffer, manifest: RemoteManifest): Promise<string> {
    const result = await shell.renderPage({
      url: request.url,
      origin: originOf(request),
      cookies: parseCookies(request.headers.cookie),
      template: template.toString('utf8'),
      translations,
      api: callApi,
      manifest,
      loadPage: (remote, module) => shell.loadServerPage(remote, module),
      pageAssets: (remote, module) => versions.pageAssets(manifest, remote, module),
      dataDeadlineMs: config.ssrDataDeadlineMs,
      runtimeConfig: runtimeConfig(config, request),
      onError: (error, context) => request.log.warn({ err: error }, `server rendering: ${context}`),
    });
    if (result.kind !== 'page') throw new NotAPage(result);
    let html = '';
    for await (const chunk of result.body) html += String(chunk);
    const text = `${result.status}\n${html}`;
    if (!result.complete) throw new PartialPage(text);
    return text;
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
    const cookies = parseCookies(request.headers.cookie);
    const key = responseKey('page', originOf(request), {
      url: request.url,
      theme: [cookies.theme ?? '', cookies.themeAuto ?? ''],
      remotes: Object.entries(manifest.remotes).map(([name, { version }]) => `${name}@${version}`),
      template: templateVersion(template),
    });

    let rendered: 'hit' | 'render' | 'partial' = 'hit';
    let text: string;
    try {
      text = await pages.get(key, () => {
        rendered = 'render';
        return renderToText(shell, request, template, manifest);
      });
    } catch (error) {
      if (error instanceof PartialPage) {
        rendered = 'partial';
        text = error.text;
      } else if (error instanceof NotAPage) {
        if (error.result.kind === 'client') return false;
        await reply.redirect(error.result.location.replace(/[^\x21-\x7e]/g, encodeURIComponent), 302);
        return true;
      } else {
        request.log.error({ err: error }, 'server rendering failed; the page renders in the browser');
        return false;
      }
    }
    const newline = text.indexOf('\n');
    await reply
      .code(Number(text.slice(0, newline)))
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .header('x-render', rendered)
      .send(text.slice(newline + 1));
    return true;
  };
}
