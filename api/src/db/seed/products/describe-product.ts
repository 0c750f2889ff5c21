import { languages, type Lang, type LocalizedText } from '../../../i18n/language';
import { localized } from '../category-data';
import { countryNames, type BrandDef } from './brand-data';
import type { Entry, Kind, SubCatalog } from './catalog-types';
import { templates } from './description-templates';
import { storage } from './sku-labels';
import { figureRows, summaryRows, type KeyedRow } from './spec-rows';

export type DescribeInput = {
  entry: Entry;
  sub: SubCatalog;
  kind: Kind;
  subName: LocalizedText;
  brand: BrandDef;
  rows: KeyedRow[];
  skuSpecs: LocalizedText[];
  warranty: number;
};

const listSep: Record<Lang, string> = { zh: '、', en: ', ', ja: '、', ko: ', ' };
// "Size S, box of 100" already holds a comma: a list of those is separated by semicolons.
const listOf = (items: string[], lang: Lang) =>
  items.join(listSep[lang] === ', ' && items.some((item) => item.includes(',')) ? '; ' : listSep[lang]);
const figureSep: Record<Lang, string> = { zh: '；', en: '; ', ja: '、', ko: '; ' };
// "Pack of 100" reads "pack of 100" inside an English sentence; acronyms ("AC meter") keep their case.
const midSentence = (text: string, lang: Lang) => (lang === 'en' && /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

function ident(entry: Entry, lang: Lang): string {
  if (!entry.formula) return '';
  const inner = entry.cas ? `${entry.formula}${lang === 'zh' ? '，' : lang === 'ja' ? '、' : ', '}CAS ${entry.cas}` : entry.formula;
  if (lang === 'zh' || lang === 'ja') return `（${inner}）`;
  return lang === 'en' ? ` (${inner})` : `(${inner})`;
}

/** The one-line summary (sub-category and two figures) and the description, in the four languages. */
export function describeProduct(input: DescribeInput): { summary: LocalizedText; description: LocalizedText } {
  const { entry, sub, kind, brand, rows } = input;
  const figures = figureRows(rows).slice(0, kind === 'equip' ? 4 : 3);
  const summary = {} as LocalizedText;
  const description = {} as LocalizedText;
  for (const lang of languages) {
    const show = (row: KeyedRow) => `${row.label[lang]} ${row.value}`;
    summary[lang] = [input.subName[lang], ...summaryRows(rows).map(show)].join(' · ');
    description[lang] = templates[kind][lang]({
      name: localized(entry.names)[lang],
      brand: brand.name,
      country: countryNames[brand.country] ? localized(countryNames[brand.country]!)[lang] : brand.country,
      ident: ident(entry, lang),
      purity: entry.purity ?? '',
      use: localized(entry.use ?? sub.use)[lang],
      note: entry.note ? localized(entry.note)[lang] : '',
      storage: localized(storage[entry.store ?? sub.store ?? 'dry'])[lang],
      figures: figures.map((row) => `${midSentence(row.label[lang], lang)} ${row.value}`).join(figureSep[lang]),
      options: listOf(input.skuSpecs.map((spec) => midSentence(spec[lang], lang)), lang),
      choice: input.skuSpecs.length > 1,
      warranty: input.warranty,
    });
  }
  return { summary, description };
}
