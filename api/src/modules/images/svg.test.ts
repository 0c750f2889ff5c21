import { describe, expect, it } from 'vitest';
import { categoryTree } from '../../db/seed/category-data';
import { buildCatalog } from '../../db/seed/products/build-catalog';
import type { LocalizedText } from '../../i18n/language';
import { bannerSvg } from './banner-svg';
import { productSvg, type ProductArt } from './product-svg';
import { scenarioSvg } from './scenario-svg';
import { clip, escapeXml, formulaMarkup } from './svg';

const bytes = (svg: string) => Buffer.byteLength(svg, 'utf8');
const art = (over: Partial<ProductArt>): ProductArt => ({
  id: 90301, n: 1, icon: 'electrolyte', name: 'Lithium hexafluorophosphate', formula: 'LiPF6', casNumber: '21324-40-3', model: null, ...over,
});

describe('SVG pieces', () => {
  it('escapes the characters that could break out of text or attributes', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('sets formula counts as subscripts but keeps coefficients', () => {
    expect(formulaMarkup('LiPF6')).toBe('LiPF<tspan baseline-shift="sub" font-size="70%">6</tspan>');
    expect(formulaMarkup('C2H2O4·2H2O')).toContain('·2H<tspan');
    expect(formulaMarkup('LiNi0.8Co0.1Mn0.1O2')).toContain('>0.8<');
  });

  it('clips long text by characters, not bytes', () => {
    expect(clip('六氟磷酸锂六氟磷酸锂', 5)).toBe('六氟磷酸…');
    expect(clip('LiPF6', 5)).toBe('LiPF6');
  });
});

describe('product pictures', () => {
  it('draws three different pictures with the formula and CAS number', () => {
    const pictures = [1, 2, 3].map((n) => productSvg(art({ n })));
    expect(new Set(pictures).size).toBe(3);
    for (const svg of pictures) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('LiPF<tspan');
    }
    expect(pictures[0]).toContain('CAS 21324-40-3');
  });

  it('shows the model of equipment, and escapes hostile names', () => {
    expect(productSvg(art({ formula: null, casNumber: null, model: 'CT-3008', name: 'Battery cycler' }))).toContain('CT-3008');
    const svg = productSvg(art({ formula: null, casNumber: null, name: '</text><script>alert(1)</script>' }));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
  });

  it('keeps every seeded product picture under 3 KB', () => {
    const catalog = buildCatalog(new Date('2026-03-01T00:00:00Z'));
    let largest = 0;
    for (const p of catalog.products) {
      const model = p.specs.find((row) => row.label.en === 'Model')?.value ?? null;
      const icon = categoryTree[Math.floor(p.categoryId / 100) - 1]!.icon;
      for (let n = 1; n <= p.images.length; n++) {
        const svg = productSvg({ id: p.id!, n, icon, name: (p.name as LocalizedText).en, formula: p.formula ?? null, casNumber: p.casNumber ?? null, model });
        largest = Math.max(largest, bytes(svg));
      }
    }
    expect(largest).toBeLessThan(3000);
  });
});

describe('banner and bundle pictures', () => {
  it('draws banners without words, and bundles with their item count, each under 3 KB', () => {
    const carousel = bannerSvg({ id: 1, kind: 'carousel', icon: 'electrolyte', palette: 'electrolyte' });
    const service = bannerSvg({ id: 5, kind: 'service', icon: 'gift', palette: 'shield' });
    const bundle = scenarioSvg({ id: 1, icons: ['tools', 'separator', 'electrolyte', 'battery', 'reagent'], itemCount: 7 });
    expect(carousel).toContain('width="1200"');
    expect(service).toContain('width="400"');
    expect(bundle).toContain('>7</text>');
    expect(bundle.match(/<rect x=/g)).toHaveLength(4); // at most four tiles
    for (const svg of [carousel, service, bundle]) expect(bytes(svg)).toBeLessThan(3000);
    expect(carousel).not.toMatch(/<text/);
  });
});
