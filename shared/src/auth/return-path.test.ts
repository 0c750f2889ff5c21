import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { rememberReturnPath, RETURN_PATH_KEY, takeReturnPath } from './return-path';

describe('return path after login (spec §2, §5)', () => {
  it('remembers a valid in-shop path and gives it back once', () => {
    expect(rememberReturnPath('/zh/user/order?status=2')).toBe(true);
    expect(takeReturnPath()).toBe('/zh/user/order?status=2');
    expect(takeReturnPath()).toBe('/');
  });

  it('never remembers the login page or a path that fails the rule', () => {
    for (const path of ['/zh/login', '/login?x=1', '//evil.example', '/\\evil.example', 'https://evil.example']) {
      expect(rememberReturnPath(path), path).toBe(false);
    }
    expect(takeReturnPath()).toBe('/');
  });

  it('ignores an edited cookie that points outside the shop', () => {
    Cookies.set(RETURN_PATH_KEY, '//evil.example/steal', { path: '/' });
    expect(takeReturnPath()).toBe('/');
  });
});
