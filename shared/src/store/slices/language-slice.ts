import type { SliceCreator } from '@labmall/shared/store/slice-creator';
import { DEFAULT_LANGUAGE_CODE, type LanguageCode } from '@labmall/shared/i18n/languages';

export type LanguageJSON = Record<string, unknown>;

/** Spec §3 language: the active code ("1"–"4") and the translation texts fetched for it. */
export interface LanguageSlice {
  language: { language: LanguageCode; languageJSON: LanguageJSON };
  setLanguage: (language: LanguageCode) => void;
  setLanguageJSON: (languageJSON: LanguageJSON) => void;
}

export const createLanguageSlice: SliceCreator<LanguageSlice> = (set) => ({
  language: { language: DEFAULT_LANGUAGE_CODE, languageJSON: {} },
  setLanguage: (language) => set((s) => ({ language: { ...s.language, language } })),
  setLanguageJSON: (languageJSON) => set((s) => ({ language: { ...s.language, languageJSON } })),
});
