/**
 * The first path segment after the language prefix of each page the shell routes (shell/src/routes/route-table.ts),
 * as the roll-up's `page_kind`: a closed list, so junk URLs sent to the collector cannot add rows without end
 * (they count as `other`). '' is the home page. A route added to the shell and not here is counted as `other`
 * until it is added: add it here when the owner reports should tell it apart.
 */
export const PAGE_KINDS = [
  'login', 'forgotPassword', 'resetPassword', 'category', 'product', 'sceneProduct', 'search', 'certificate', 'template',
  'user', 'about', 'help', 'shopping', 'order', 'payType', 'quotation', 'payTypeResult', 'service', 'permission',
  'studyEnjoy', 'activity', 'salesTeam', 'pointsMall', 'academicNavigation', 'privacy', 'registrationAgreement',
  'backoffice', 'm', 'mobilePrompt', 'developing', '404',
] as const;

/** The language prefixes of shop paths (shared/src/i18n/languages.ts). */
export const LANGUAGE_PREFIXES = ['zh', 'en', 'jp', 'kr'] as const;

/** Screen widths (CSS px) below which a device counts as a phone, then a tablet; the shop's own breakpoints. */
export const DEVICE_WIDTHS = { mobile: 768, tablet: 1024 } as const;
