import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';

/** A file the API serves (a PDF), on the configured shop host when there is one, else this origin. */
export function apiFileUrl(path: string): string {
  const base = getRuntimeConfig().shopHost;
  if (!base) return path;
  try {
    return new URL(path, base).href;
  } catch {
    return path;
  }
}

export const sdsUrl = (productId: number, apiLang: string) =>
  apiFileUrl(`/api/safety/sds?${new URLSearchParams({ productId: String(productId), lang: apiLang }).toString()}`);
