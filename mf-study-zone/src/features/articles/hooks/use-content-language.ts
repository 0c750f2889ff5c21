import { useAppStore } from '@labmall/shared/store/app-store';
import { languageByCode } from '@labmall/shared/i18n/languages';

/** The shop language as the API's content languages name it (zh, en, ja, ko): caption tracks and `lang`. */
export function useContentLanguage(): string {
  const code = useAppStore((s) => s.language.language);
  return languageByCode(code).hreflang;
}
