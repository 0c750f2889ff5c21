import { describe, expect, it } from 'vitest';
import { applyPageMeta, canonicalSearch } from './page-meta';

describe('page meta (spec §1)', () => {
  it('keeps a page’s own parameters in the canonical query and drops visit parameters and tokens', () => {
    expect(canonicalSearch('?categoryId=9&utm_source=mail&page=2&token=abc&gclid=x')).toBe('?categoryId=9&page=2');
    expect(canonicalSearch('?utm_campaign=x')).toBe('');
    expect(canonicalSearch('')).toBe('');
  });

  it('writes title, canonical and the language alternates of the page without the visit parameters', () => {
    applyPageMeta({ title: 'LiPF6', description: 'Battery-grade salt', keywords: 'LiPF6' }, 'Lab Mall', {
      pathname: '/en/product/90301',
      search: '?utm_source=news',
    });
    expect(document.title).toBe('LiPF6 - Lab Mall');
    const origin = window.location.origin;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/en/product/90301`);
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
    expect(alternates).toContain(`ko ${origin}/kr/product/90301`);
    expect(alternates).toContain(`x-default ${origin}/zh/product/90301`);
  });
});
