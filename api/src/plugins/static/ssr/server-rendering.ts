import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { NO_CACHE } from '../cache-control';
import { sendCompressible } from '../../../lib/compressed-copies';
import { createResponseCache, responseKey, STALE_HEADER, STALE_MARK } from '../../../lib/response-cache';
import { runtimeConfig } from '../runtime-config';
import { parseCookies, themeOf } from './cookies';
import { isMobileUserAgent } from './mobile-user-agent';
import { createRemoteVersions } from './remote-versions';
import { NotAPage, PartialPage, renderToText } from './render-to-text';
import { createInProcessApi } from './in-process-api';
import { createRendererLoader, type RenderRequest, type ShellRenderer } from './shell-renderer';
import { createTranslations } from './translations';

/**
 * A render that went without the database: one of its calls answered 503 — for a guest's read, the error plugin's
 * answer when the database cannot be reached or no connection came in time (db/connection-wait.ts), the API having
 * sent whatever copy it had — or was itself answered from a copy past its TTL (`X-Cache: stale-if-error`). Never
 * kept: the page cache sends its own copy past the TTL instead when it has one (stale-if-error), else this render
 * goes out as it came. A call that was merely late is not the database's doing as far as the page can tell.
 */
class RenderedWithoutDatabase extends Error {
  constructor(readonly text: string, readonly partial: boolean, readonly usedStale: boolean) {
    super('rendered while the database could not be reached');
  }
}

/**
 * Server rendering of the shop's pages (DESIGN §1 "Rendering"): the shell's server build renders the route with
 * the remote versions of this browser's manifest, its data loaded from this very app in process (`inject`: the same routes,
 * validation and caches as a browser's call, without a socket). Returns false when the page is the browser's
 * to render (pages behind sign-in, no server build, SSR switched off, or a render that failed outright).
 */
export function createServerRendering(app: FastifyInstance, config: Config) {
  const renderer = createRendererLoader(config.shellServerDir, app.log);
  const versions = createRemoteVersions(config.mfDir);
  const translations = createTranslations(config.i18nDir);
  // Canonical links, alternates and Open Graph name the shop's public address, never whatever Host a client sent.
  const originOf = (request: FastifyRequest) => config.publicOrigin || `${request.protocol}://${request.host}`;

  const callApi = createInProcessApi(app);

  // Server-rendered pages are a guest's and depend only on the URL, the theme, the remote versions and the
  // catalogue: kept like the catalogue's own answers (same LRU, same generation, dropped on every catalogue write).
  // While the database cannot be reached, a kept page past its TTL (within STALE_IF_ERROR) is sent instead of a render
  // that went without it. Past its TTL a kept page is still sent for another 30 s while one render remakes it: a
  // render takes up to a second at a 100,000-product catalogue on a busy database, and no shopper should wait for it
  // (bench:stall showed every home page of that second waiting for the one render). A write still drops it at once.
  const pages = createResponseCache({
    maxEntries: 500,
    maxChars: 40_000_000,
    name: 'pages',
    revalidateMs: 30_000,
    servesStale: (error) => error instanceof RenderedWithoutDatabase,
  });
  // A rebuilt shell is a new index.html (a new Buffer): pages rendered into the old one are not reused.
  const templateVersions = new WeakMap<Buffer, number>();
  let templates = 0;
  const templateVersion = (template: Buffer) => {
    if (!templateVersions.has(template)) templateVersions.set(template, (templates += 1));
    return templateVersions.get(template)!;
  };

  type Calls = { unavailable: boolean; stale: boolean };
  function renderRequest(shell: ShellRenderer, request: FastifyRequest, reply: FastifyReply, template: Buffer): { key: string; render: RenderRequest; calls: Calls } {
    // This browser's versions (canary, staff override): the page is rendered with them and tells the browser them.
    const manifest = app.remoteManifestFor(request, reply);
    const cookies = parseCookies(request.headers.cookie);
    const origin = originOf(request);
    const userAgent = request.headers['user-agent'] ?? '';
    const key = responseKey('page', origin, {
      url: request.url,
      theme: themeOf(cookies),
      // Phones opening an activity form get a redirect instead of the page (spec §5): never the other's answer.
      phone: isMobileUserAgent(userAgent),
      remotes: Object.entries(manifest.remotes).map(([name, { version }]) => `${name}@${version}`),
      template: templateVersion(template),
    });
    // The remote page this render loaded: a render or loader error counts against its version.
    let page: { remote: string; version: string } | undefined;
    // Whether the page's data came without the database (see RenderedWithoutDatabase).
    const calls: Calls = { unavailable: false, stale: false };
    const render: RenderRequest = {
      url: request.url,
      origin,
      cookies,
      userAgent,
      template: template.toString('utf8'),
      translations,
      api: async (call) => {
        const response = await callApi(call);
        if (response.statusCode === 503) calls.unavailable = true;
        if (response.headers[STALE_HEADER] === STALE_MARK) calls.stale = true;
        return response;
      },
      manifest,
      // Exactly the version this render embeds for the browser, even if operations promote another meanwhile.
      loadPage: (remote, module) => {
        const version = manifest.remotes[remote]?.version;
        if (!version) return Promise.reject(new Error(`remote ${remote} is not in the manifest`));
        page = { remote, version };
        return shell.loadServerPage(remote, version, versions.serverEntry(remote, version), module).catch((error: unknown) => {
          app.remoteHealth.count(remote, version, 'ssrFailures'); // per version in /metrics and the console
          throw error;
        });
      },
      pageAssets: (remote, module) => versions.pageAssets(manifest, remote, module, origin),
      dataDeadlineMs: config.ssrDataDeadlineMs,
      runtimeConfig: runtimeConfig(config, request) as RenderRequest['runtimeConfig'],
      onError: (error, context) => {
        request.log.warn({ err: error }, `server rendering: ${context}`);
        // A page that threw while loading its data or rendering is a server-render failure of its version, like one
        // that failed to load (counted above). Late or failed calls are the API's, not the version's.
        if (page && (context === 'render' || context.startsWith('loader of '))) app.remoteHealth.count(page.remote, page.version, 'ssrFailures');
      },
    };
    return { key, render, calls };
  }

  return async function renderIfServerSide(request: FastifyRequest, reply: FastifyReply, template: Buffer): Promise<boolean> {
    if (!config.ssr) return false;
    let rendered: 'hit' | 'render' | 'partial' = 'hit';
    let text: string;
    let stale = false;
    let sendOnce = false; // a page that is not kept (partial, or rendered without the database)
    try {
      const shell = await renderer();
      if (!shell) return false;
      const { key, render, calls } = renderRequest(shell, request, reply, template);
      let loaded: boolean;
      ({ text, stale, loaded } = await pages.get(key, async () => {
        let page: string;
        try {
          page = await renderToText(shell, render);
        } catch (error) {
          if (error instanceof PartialPage && calls.unavailable) throw new RenderedWithoutDatabase(error.text, true, calls.stale);
          throw error;
        }
        if (calls.unavailable || calls.stale) throw new RenderedWithoutDatabase(page, false, calls.stale);
        return page;
      }));
      // Rendered for this request (or one it waited for); a kept page otherwise, also while one render remakes it in the
      // background, or when sent instead of a render that went without the database.
      if (loaded) rendered = 'render';
    } catch (error) {
      if (error instanceof RenderedWithoutDatabase) {
        // No kept page to fall back on: the render as it came, sent once like a partial page.
        rendered = error.partial ? 'partial' : 'render';
        text = error.text;
        stale = error.usedStale;
        sendOnce = true;
      } else if (error instanceof PartialPage) {
        rendered = 'partial';
        text = error.text;
        sendOnce = true;
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
    reply.code(Number(text.slice(0, newline))).header('cache-control', NO_CACHE).header('x-render', rendered);
    if (stale) reply.header(STALE_HEADER, STALE_MARK);
    const html = text.slice(newline + 1);
    // A kept page goes to many browsers: compressed once, not once per request. A page that is not kept is sent
    // once: the compression plugin compresses it without taking a place among the kept copies.
    if (sendOnce) await reply.type('text/html; charset=utf-8').send(html);
    else await sendCompressible(reply, html, 'text/html; charset=utf-8');
    return true;
  };
}
