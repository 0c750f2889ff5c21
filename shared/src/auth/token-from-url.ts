import { setTokens } from './tokens';

const TOKEN_PARAM = 'token';

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part; // A malformed escape is kept as typed rather than breaking the page load.
  }
}

/**
 * Spec §5: "if the query has a token, it is taken from the URL and set" (e.g. a link from the mobile app).
 * `url` is `location.href` or `pathname + search + hash`. Returns the same URL without the `token` parameter,
 * for `history.replaceState`, so the token neither stays in the address bar nor leaks into a shared link or
 * a Referer header; returns null when the URL carries no token (nothing to replace).
 * The other parameters are kept byte for byte (no re-encoding), so the page sees exactly the query it was given.
 */
export function takeTokenFromUrl(url: string): string | null {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return null;

  let token: string | undefined;
  const kept = beforeHash.slice(queryAt + 1).split('&').filter((pair) => {
    const eq = pair.indexOf('=');
    if (decodeQueryPart(eq < 0 ? pair : pair.slice(0, eq)) !== TOKEN_PARAM) return true;
    token = eq < 0 ? '' : decodeQueryPart(pair.slice(eq + 1)).trim();
    return false;
  });
  if (token === undefined) return null;

  // An empty `token=` is stripped but never stored: there is nothing to sign in with.
  if (token) setTokens(token);
  const query = kept.length > 0 ? `?${kept.join('&')}` : '';
  return `${beforeHash.slice(0, queryAt)}${query}${hash}`;
}
