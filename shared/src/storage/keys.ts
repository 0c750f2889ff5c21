/**
 * Cookie and storage keys of spec §3/§4/§6. Auth values live under the `auth.` prefix in cookies and in
 * localStorage (the token under `_token.`, the refresh token under `_refresh_token.`, strategy `local`).
 */
export const AUTH_PREFIX = 'auth.';
export const AUTH_STRATEGY = 'local';
export const TOKEN_KEY = `${AUTH_PREFIX}_token.${AUTH_STRATEGY}`;
export const REFRESH_TOKEN_KEY = `${AUTH_PREFIX}_refresh_token.${AUTH_STRATEGY}`;
export const STRATEGY_KEY = `${AUTH_PREFIX}strategy`;

export const LANGUAGE_COOKIE = 'language';
export const THEME_COOKIE = 'theme';
export const THEME_AUTO_COOKIE = 'themeAuto';
export const USER_AGREEMENT_COOKIE = 'user_agreement';

/** sessionStorage key of the chunk-load guard (spec §4): when it last reloaded the page. */
export const CHUNK_RELOAD_AT_KEY = 'labmall.chunkReloadAt';

/** Spec §6/§9: the token cookie, like every shop cookie, lives 365 days on path `/`. */
export const COOKIE_DAYS = 365;
export const COOKIE_OPTIONS = { path: '/', expires: COOKIE_DAYS, sameSite: 'lax' } as const;
