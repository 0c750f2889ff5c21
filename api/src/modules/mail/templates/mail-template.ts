import type { Lang } from '../../../i18n/language';

/** What a template says; layout.ts turns it into the subject, the plain text and the HTML. */
export type MailContent = {
  subject: string;
  /** Paragraphs of plain text (escaped for the HTML part). */
  paragraphs: string[];
  /** The page the mail is about: a path below the language prefix (e.g. /user/orderDetail?orderNo=…). */
  link?: { label: string; path: string };
};

/** One mail kind in the four languages, from the outbox row's data. */
export type MailTemplate = (lang: Lang, data: Record<string, string>) => MailContent;

/** The shop's name as the shell shows it (common.siteName). */
export const shopNames: Record<Lang, string> = {
  zh: '电池科研采购商城',
  en: 'Battery Lab Mall',
  ja: 'バッテリーラボモール',
  ko: '배터리 랩몰',
};

/** The shell's language prefix of each language (shared/src/i18n/languages.ts). */
export const urlPrefixes: Record<Lang, string> = { zh: 'zh', en: 'en', ja: 'jp', ko: 'kr' };
