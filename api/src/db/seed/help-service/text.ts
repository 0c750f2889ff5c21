import type { LocalizedText } from '../../../i18n/language';

/** A text in the four languages, in the order zh, en, ja, ko. */
export const t = (zh: string, en: string, ja: string, ko: string): LocalizedText => ({ zh, en, ja, ko });
