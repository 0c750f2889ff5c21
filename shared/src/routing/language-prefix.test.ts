import { describe, expect, it } from 'vitest';
import { resolveLanguageRedirect, splitLanguagePrefix, switchLanguagePath, withLanguagePrefix } from './language-prefix';

describe('resolveLanguageRedirect', () => {
  it.each(['/zh/', '/en', '/jp/product/1', '/kr/help'])('leaves %s alone', (path) => {
    expect(resolveLanguageRedirect(path, '?a=1', '', '2')).toBeNull();
  });

  it('prefixes the language of the cookie and keeps query and fragment exactly', () => {
    expect(resolveLanguageRedirect('/product/1', '?title=a%20b&x=', '#top', '3')).toBe('/jp/product/1?title=a%20b&x=#top');
  });

  it('defaults to zh without a (valid) cookie', () => {
    expect(resolveLanguageRedirect('/category', '', '', undefined)).toBe('/zh/category');
    expect(resolveLanguageRedirect('/category', '', '', '9')).toBe('/zh/category');
  });

  it('turns / into /<prefix>/', () => {
    expect(resolveLanguageRedirect('/', '', '', undefined)).toBe('/zh/');
    expect(resolveLanguageRedirect('/', '?q=1', '', '4')).toBe('/kr/?q=1');
  });

  it('does not take a segment that merely starts like a prefix', () => {
    expect(resolveLanguageRedirect('/english/x', '', '', '2')).toBe('/en/english/x');
    expect(resolveLanguageRedirect('/ZH/x', '', '', '1')).toBe('/zh/ZH/x');
  });
});

describe('splitLanguagePrefix', () => {
  it('splits the prefix off', () => {
    expect(splitLanguagePrefix('/en/product/1')).toEqual({ prefix: 'en', rest: '/product/1' });
    expect(splitLanguagePrefix('/kr')).toEqual({ prefix: 'kr', rest: '/' });
    expect(splitLanguagePrefix('/jp/')).toEqual({ prefix: 'jp', rest: '/' });
  });

  it('reports no prefix', () => {
    expect(splitLanguagePrefix('/product/1')).toEqual({ prefix: null, rest: '/product/1' });
    expect(splitLanguagePrefix('/')).toEqual({ prefix: null, rest: '/' });
  });
});

describe('withLanguagePrefix', () => {
  it('adds the prefix of the code, keeping query and fragment', () => {
    expect(withLanguagePrefix('/shopping', '2')).toBe('/en/shopping');
    expect(withLanguagePrefix('/category?title=x#list', '4')).toBe('/kr/category?title=x#list');
    expect(withLanguagePrefix('/', '3')).toBe('/jp/');
    expect(withLanguagePrefix('help', '1')).toBe('/zh/help');
  });

  it('replaces a prefix that is already there', () => {
    expect(withLanguagePrefix('/zh/user/order', '2')).toBe('/en/user/order');
  });
});

describe('switchLanguagePath', () => {
  it('keeps the current page and query', () => {
    expect(switchLanguagePath('/zh/product/7', '?sku=2', '2')).toBe('/en/product/7?sku=2');
    expect(switchLanguagePath('/en', '', '1')).toBe('/zh/');
    expect(switchLanguagePath('/jp/help', '', '4', '#faq')).toBe('/kr/help#faq');
  });
});
