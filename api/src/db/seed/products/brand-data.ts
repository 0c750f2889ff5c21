import type { Names } from './catalog-types';

/** A fictional lab-supply brand and the top categories (ids) whose products it makes. */
export type BrandDef = { name: string; country: string; tops: number[] };

/** Brand ids are their position + 1. */
export const brandData: BrandDef[] = [
  { name: 'Hanxin Materials', country: 'CN', tops: [2, 8, 9, 11] },
  { name: 'Novalith Chemicals', country: 'US', tops: [8, 9, 11] },
  { name: 'Kaisei Kagaku', country: 'JP', tops: [2, 9, 11] },
  { name: 'Seorin Chem', country: 'KR', tops: [8, 9] },
  { name: 'Aurelia Reagents', country: 'DE', tops: [2, 9, 11] },
  { name: 'Terranano', country: 'CN', tops: [2, 8] },
  { name: 'Celltrek Instruments', country: 'US', tops: [4, 5] },
  { name: 'Voltaris Electrochem', country: 'DE', tops: [4, 5, 14] },
  { name: 'Hengce Test Systems', country: 'CN', tops: [1, 4, 5] },
  { name: 'Inertia Systems', country: 'DE', tops: [6, 12] },
  { name: 'Kyoden Engineering', country: 'JP', tops: [1, 6, 7] },
  { name: 'Daewon LabTech', country: 'KR', tops: [1, 7, 14] },
  { name: 'Shenke Machinery', country: 'CN', tops: [1, 7, 10] },
  { name: 'Labwell Consumables', country: 'CN', tops: [1, 3, 10] },
  { name: 'Clearline Labware', country: 'GB', tops: [3, 13] },
  { name: 'Safeguard Pro', country: 'US', tops: [3, 13] },
  { name: 'Huaqi Gas', country: 'CN', tops: [12] },
  { name: 'Metrova Analytical', country: 'CH', tops: [3, 14] },
  { name: 'Polaris Foil & Film', country: 'FR', tops: [1, 10] },
  { name: 'Ridgeway Scientific', country: 'GB', tops: [6, 12, 13, 14] },
];

export const countryNames: Record<string, Names> = {
  CN: ['中国', 'China', '中国', '중국'],
  US: ['美国', 'USA', '米国', '미국'],
  DE: ['德国', 'Germany', 'ドイツ', '독일'],
  JP: ['日本', 'Japan', '日本', '일본'],
  KR: ['韩国', 'South Korea', '韓国', '한국'],
  GB: ['英国', 'UK', '英国', '영국'],
  CH: ['瑞士', 'Switzerland', 'スイス', '스위스'],
  FR: ['法国', 'France', 'フランス', '프랑스'],
};

/** Brand ids that make products of a top category. */
export const brandIdsFor = (topId: number): number[] =>
  brandData.flatMap((brand, i) => (brand.tops.includes(topId) ? [i + 1] : []));

export const brandIdNamed = (name: string): number => {
  const index = brandData.findIndex((brand) => brand.name === name);
  if (index < 0) throw new Error(`unknown brand ${name}`);
  return index + 1;
};
