import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';

/**
 * A file the API serves (a product image under `/media/…`, a PDF under `/api/…`), on the configured shop host
 * when there is one. Same-origin files keep their site-relative path, so the server's HTML and the browser name
 * them alike.
 */
export function apiFileUrl(path: string): string {
  const base = getRuntimeConfig().shopHost;
  if (!base) return path;
  try {
    return new URL(path, base).href;
  } catch {
    return path;
  }
}
