/** The request id (nginx's X-Request-Id, or the UUID the API gave the request) on a request's spans. */
export const REQUEST_ID_ATTRIBUTE = 'labmall.request_id';

/** /metrics and /health/*: asked every few seconds by Prometheus and nginx, never worth a trace. */
export function isScrapeOrProbe(url: string | undefined): boolean {
  if (!url) return false;
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === '/metrics' || pathname.startsWith('/health/');
}
