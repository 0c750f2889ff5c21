import { useCallback } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { withLanguagePrefix } from '@labmall/shared/routing/language-prefix';

/** Returns a function that puts the active language prefix in front of an in-shop path: `/cart` → `/zh/cart`. */
export function useLocalizedPath(): (path: string) => string {
  const code = useAppStore((s) => s.language.language);
  return useCallback((path: string) => withLanguagePrefix(path, code), [code]);
}
