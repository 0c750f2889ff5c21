/**
 * A large catalogue for bench:scale, made from the seeded one (its names, summaries, brands, categories, CAS
 * numbers, formulas and packs in four languages): product n is seed product n mod 379 in a grade and a model of
 * its own, with three SKUs. Deterministic: the same size always gives the same file.
 */
import type { CatalogueRecord } from '../../api/src/modules/backoffice-import/columns';

type Lang = 'zh' | 'en' | 'ja' | 'ko';
type Text = Record<Lang, string>;

const grades: Text[] = [
  { zh: '电池级', en: 'battery grade', ja: '電池グレード', ko: '배터리 등급' },
  { zh: '高纯', en: 'high purity', ja: '高純度', ko: '고순도' },
  { zh: '分析纯', en: 'analytical grade', ja: '分析用', ko: '분석용' },
  { zh: '实验级', en: 'lab grade', ja: '実験グレード', ko: '실험 등급' },
  { zh: '工业级', en: 'technical grade', ja: '工業用', ko: '공업용' },
  { zh: '科研级', en: 'research grade', ja: '研究用', ko: '연구용' },
];
const packs = ['5 g', '25 g', '100 g', '500 g', '1 kg', '10 mL', '100 mL', '500 mL', '1 pc', '10 pcs', '1 box', '1 set'];
const langs: Lang[] = ['zh', 'en', 'ja', 'ko'];

const named = (base: Text, grade: Text, model: string): Text =>
  Object.fromEntries(langs.map((lang) => [lang, `${base[lang]} ${grade[lang]} ${model}`.slice(0, 200)])) as Text;

/** A cheap deterministic hash (stock, prices): the same product always gets the same figures. */
const mix = (n: number) => {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
};

/** `count` products (ids from `firstId`), three SKUs each, built from the seed's products. */
export function* scaleCatalogue(seed: readonly CatalogueRecord[], count: number, firstId: number): Generator<CatalogueRecord> {
  const bases = [...new Map(seed.map((r) => [r.productId, r])).values()];
  for (let i = 0; i < count; i += 1) {
    const base = bases[i % bases.length]!;
    const round = Math.floor(i / bases.length);
    const grade = grades[round % grades.length]!;
    const model = `M${(round + 1).toString().padStart(4, '0')}`;
    const productId = firstId + i;
    const product = { ...base, productId, name: named(base.name, grade, model), status: 'on_sale' as const };
    for (let k = 0; k < 3; k += 1) {
      const h = mix(productId * 3 + k);
      const pack = packs[(h >>> 3) % packs.length]!;
      const price = Math.max(100, Math.round(base.price * (0.5 + (h % 200) / 100) * (k + 1)));
      yield {
        ...product,
        skuCode: `SC-${productId}-${k + 1}`,
        spec: Object.fromEntries(langs.map((lang) => [lang, pack])) as Text,
        packageSize: pack,
        price,
        marketPrice: h % 3 === 0 ? Math.round(price * 1.2) : null,
        maxPerOrder: 99,
        onSale: true,
        stock: (h >>> 8) % 500,
      };
    }
  }
}
