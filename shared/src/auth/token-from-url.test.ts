import { afterEach, describe, expect, it } from 'vitest';
import { takeTokenFromUrl } from './token-from-url';
import { clearTokens, getToken } from './tokens';

afterEach(() => clearTokens());

describe('takeTokenFromUrl', () => {
  it('stores the token and returns the URL without it, other params kept exactly', () => {
    expect(takeTokenFromUrl('/zh/user?title=a%20b&token=abc&x=1#top')).toBe('/zh/user?title=a%20b&x=1#top');
    expect(getToken()).toBe('abc');
  });

  it('drops the question mark when the token was the only parameter', () => {
    expect(takeTokenFromUrl('https://shop.example/en/?token=xyz')).toBe('https://shop.example/en/');
    expect(getToken()).toBe('xyz');
  });

  it('also takes a bare search string, as the shell passes location.search', () => {
    expect(takeTokenFromUrl('?token=abc&x=1')).toBe('?x=1');
    expect(takeTokenFromUrl('?token=abc')).toBe('');
    expect(getToken()).toBe('abc');
  });

  it('decodes an encoded token', () => {
    takeTokenFromUrl('/?token=a%2Bb%3D');
    expect(getToken()).toBe('a+b=');
  });

  it('returns null and stores nothing when there is no token', () => {
    expect(takeTokenFromUrl('/zh/category?title=x')).toBeNull();
    expect(takeTokenFromUrl('/zh/#token=x')).toBeNull();
    expect(getToken()).toBeUndefined();
  });

  it('strips an empty token without storing it', () => {
    expect(takeTokenFromUrl('/zh/?token=&a=1')).toBe('/zh/?a=1');
    expect(getToken()).toBeUndefined();
  });
});
