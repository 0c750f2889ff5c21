import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import type { QueryCache } from '@labmall/shared/data/query-cache';
import type { CollectedHead } from '@labmall/shared/seo/head-collector';
import type { Language } from '@labmall/shared/i18n/languages';
import { splitRemotePageId } from '../federation/initial-route';
import { CLIENT_RENDER_DIGEST } from '../federation/client-render';
import type { PageData } from '../app/page-data';
import { documentParts, renderHeadTags, serializeForScript } from './html-document';
import type { RoutePlan } from './plan-route';
import type { RenderRequest } from './render-types';

/** The longest a render may take once its data is loaded (it is normally a few milliseconds). */
const RENDER_TIMEOUT_MS = 10_000;

export interface DocumentInput {
  language: Language;
  theme: string;
  head: CollectedHead;
  cache: QueryCache;
  plan: RoutePlan;
  pathname: string;
  search: string;
  siteName: string;
}

/**
 * React's streaming renderer, written out once the whole page is ready: the head needs what the page said
 * about itself while rendering, and the data are loaded (or given up on) before rendering starts, so nothing is
 * left to stream late. Waiting for "all ready" also means no inline script is needed to reveal late parts
 * (the CSP allows none).
 */
export function streamDocument(tree: React.ReactNode, request: RenderRequest, input: DocumentInput): Promise<Readable> {
  let settle = () => undefined as void;
  input.head.settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      onShellReady: () => settle(),
      // Every boundary is complete when the HTML is written (onAllReady): write each in place. A large one
      // would otherwise be sent apart with an inline script to move it in, which the CSP (rightly) blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(deadline);
        try {
          resolve(writeDocument(stream, request, input));
        } catch (error) {
          // Thrown inside React's callback, it would leave the request waiting forever.
          stream.abort(error);
          reject(error);
        }
      },
      onShellError(error) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error) {
        if ((error as { digest?: string } | null)?.digest === CLIENT_RENDER_DIGEST) return CLIENT_RENDER_DIGEST;
        request.onError(error, 'render');
        return undefined;
      },
    });
    // Data waits have their own deadline; this one bounds the render itself (a remote that never settles).
    // (React calls the callbacks above from later ticks, never during renderToPipeableStream itself.)
    const deadline = setTimeout(() => {
      stream.abort(new Error(`render took longer than ${RENDER_TIMEOUT_MS} ms`));
      reject(new Error(`render took longer than ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
}

/** The document around the rendered root: head tags, the root streamed in place, then the data for hydration. */
function writeDocument(stream: PipeableStream, request: RenderRequest, input: DocumentInput): Readable {
  const { initialRoute } = input.plan;
  const data: PageData = {
    queries: input.cache.dehydrate(),
    route: initialRoute ? { id: initialRoute.id, pathname: initialRoute.pathname, ...(initialRoute.pageError ? { pageError: initialRoute.pageError } : {}) } : null,
    remotes: request.manifest,
    config: request.runtimeConfig,
    ...(input.head.shownBreadcrumb ? { breadcrumb: input.head.shownBreadcrumb } : {}),
  };
  const [remote, module] = initialRoute && !initialRoute.pageError ? splitRemotePageId(initialRoute.id) : [];
  const headTags = renderHeadTags({
    head: input.head, language: input.language, pathname: input.pathname, search: input.search, siteName: input.siteName,
    assetLinks: remote && module ? request.pageAssets(remote, module) : '',
  });
  const parts = documentParts(request.template, { htmlLang: input.language.htmlLang, theme: input.theme, headTags, data: serializeForScript(data) });
  const body = new PassThrough();
  body.write(parts.before);
  const content = new PassThrough();
  content.on('end', () => body.end(parts.after));
  // pipe() passes no errors on: without this, a stream React destroys would leave the response open forever.
  content.on('error', (error) => body.destroy(error));
  content.pipe(body, { end: false });
  stream.pipe(content);
  return body;
}
