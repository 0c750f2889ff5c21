/** The request's cookies by name; a malformed one is skipped, as the browser's cookie reader does. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // skipped
    }
  }
  return cookies;
}

/** The theme a page is rendered in, from the shell's cookies: one of three, whatever a client sends. */
export function themeOf(cookies: Record<string, string>): 'light' | 'dark' | 'auto' {
  if (cookies.themeAuto === '1') return 'auto';
  return cookies.theme === 'light' ? 'light' : 'dark';
}
