import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from './cache-control';
import type { Shell } from './shell-files';

// Cookie `language` "1"–"4" (spec §3) to URL prefix; anything else means the default, zh.
const prefixByCode: Record<string, string> = { '1': 'zh', '2': 'en', '3': 'jp', '4': 'kr' };

function languagePrefix(cookieHeader: string | undefined): string {
  const match = /(?:^|;\s*)language=([^;]*)/.exec(cookieHeader ?? '');
  return prefixByCode[match?.[1]?.trim() ?? ''] ?? 'zh';
}

/**
 * Files that are not there must not get the shell: a script or image answered with HTML breaks in
 * confusing ways, and a plain 404 keeps the logs honest.
 */
function isAssetPath(pathname: string): boolean {
  return /^\/(static|mf|i18n)(\/|$)/.test(pathname) || /\.[A-Za-z0-9]{1,8}$/.test(pathname);
}

export function sendPlainNotFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}

/**
 * Page routing of docs/contracts.md "routes.json": no language prefix → 302 to the cookie's language
 * with the query kept; a prefixed path gets index.html, 200 when it is a route and 404 otherwise
 * (the shell then shows its error page). Public pages are rendered on the server when a server build exists.
 */
/** Renders the page on the server when it can (see ssr/server-rendering.ts); false leaves it to the browser. */
export type ServerRender = (request: FastifyRequest, reply: FastifyReply, template: Buffer) => Promise<boolean>;

export function createPageHandler(currentShell: () => Promise<Shell | undefined>, renderOnServer?: ServerRender) {
  return async function handlePage(request: FastifyRequest, reply: FastifyReply) {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : request.url.slice(queryAt);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isAssetPath(pathname)) {
      return sendPlainNotFound(reply);
    }
    const shell = await currentShell();
    if (!shell) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store')
        .send('shop not built: run npm run build');
    }
    const first = pathname.split('/')[1] ?? '';
    if (!shell.routes.languages.includes(first)) {
      // pathname starts with '/', so the target always stays on this site (no `//host` open redirect);
      // raw non-ASCII bytes are escaped because a header may not carry them.
      const target = `/${languagePrefix(request.headers.cookie)}${pathname}${query}`;
      return reply.redirect(target.replace(/[^\x21-\x7e]/g, encodeURIComponent), 302);
    }
    if (renderOnServer && (await renderOnServer(request, reply, shell.indexHtml))) return reply;
    const status = shell.routes.matches(pathname.slice(first.length + 1)) ? 200 : 404;
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(shell.indexHtml);
  };
}
