import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';

/**
 * Product images are served by the API (`/media/products/{id}/{n}.svg`), which may live on the configured shop
 * host rather than this page's origin. Returns an absolute URL, as structured data requires.
 */
export function mediaUrl(path: string): string {
  const base = getRuntimeConfig().shopHost || window.location.origin;
  try {
    return new URL(path, base).href;
  } catch {
    return path;
  }
}
