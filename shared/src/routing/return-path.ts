/**
 * Spec §5: a return path (where login sends the user back to) is accepted only when it starts with `/` and its
 * path has only letters, digits and `@ - % _ ~ /`, optionally followed by `?query` and `#fragment`.
 * A second character `/` is refused although `/` is allowed: `//evil.example` is protocol-relative, i.e.
 * another site. Backslashes are refused anywhere, since browsers read `/\evil.example` like `//evil.example`.
 * Whitespace and control characters are refused too: browsers strip some of them, which can turn an
 * innocent-looking value into one of the forms above.
 */
const RETURN_PATH = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*(\?[^#\\\s\p{Cc}]*)?(#[^\\\s\p{Cc}]*)?$/u;

export function isValidReturnPath(value: unknown): value is string {
  return typeof value === 'string' && RETURN_PATH.test(value);
}

/** Spec §2: after login go to the stored return path when it is valid, otherwise to `fallback` (`/`). */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  return isValidReturnPath(value) ? value : fallback;
}
