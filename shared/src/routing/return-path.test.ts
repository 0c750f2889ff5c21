import { describe, expect, it } from 'vitest';
import { isValidReturnPath, safeReturnPath } from './return-path';

describe('isValidReturnPath', () => {
  it.each(['/', '/zh/user/order', '/en/product/123', '/zh/category?title=battery&x=1', '/zh/help#faq', '/a@b-c%20_~/d?q=1#f'])(
    'accepts %s',
    (path) => expect(isValidReturnPath(path)).toBe(true),
  );

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/zh/'],
    ['backslash start', '/\\evil.example'],
    ['backslash in the path', '/zh\\user'],
    ['backslash in the query', '/zh?x=\\evil'],
    ['absolute URL', 'https://x'],
    ['javascript URL', 'javascript:alert(1)'],
    ['empty', ''],
    ['relative', 'zh/user'],
    ['dot in the path', '/zh/page.html'],
    ['whitespace', '/zh/ user'],
    ['tab after the slash', '/\t/evil.example'],
    ['newline in the query', '/zh?x=1\n'],
  ])('rejects %s', (_label, path) => expect(isValidReturnPath(path)).toBe(false));

  it('rejects non-strings', () => {
    expect(isValidReturnPath(undefined)).toBe(false);
    expect(isValidReturnPath(null)).toBe(false);
    expect(isValidReturnPath(42)).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('returns a valid path and falls back to / otherwise', () => {
    expect(safeReturnPath('/zh/user')).toBe('/zh/user');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath(undefined, '/en/')).toBe('/en/');
  });
});
