import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';

/**
 * Product images are served by the API (`/media/products/{id}/{n}.svg`), which may live on the configured shop
 * host rather than this page's origin. Same-origin images keep their site-relative path, so the server's HTML
 * and the browser name them alike.
 */
export function mediaUrl(path: string): string {
  const base = getRuntimeConfig().shopHost;
  if (!base) return path;
  try {
    return new URL(path, base).href;
  } catch {
    return path;
  }
}
