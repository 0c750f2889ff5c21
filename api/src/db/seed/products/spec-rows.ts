import type { SpecRow } from '../../schema/products';
import { localized } from '../category-data';
import type { Entry, SubCatalog } from './catalog-types';
import { specLabels, type LabelKey } from './spec-labels';

/** A sheet row with the key it was made from, so descriptions can pick the telling ones. */
export type KeyedRow = SpecRow & { key: LabelKey };

/** The labels that describe an entry: its own, or its sub-category's. */
export const labelsOf = (entry: Entry, sub: SubCatalog): LabelKey[] => entry.labels ?? sub.labels;

/** CAS number, formula and purity first (chemicals), then the figures of the entry's labels. */
export function specRows(entry: Entry, sub: SubCatalog): KeyedRow[] {
  const row = (key: LabelKey, value: string): KeyedRow => ({ key, label: localized(specLabels[key]), value });
  return [
    ...(entry.cas ? [row('cas', entry.cas)] : []),
    ...(entry.formula ? [row('formula', entry.formula)] : []),
    ...(entry.purity ? [row('purity', entry.purity)] : []),
    ...labelsOf(entry, sub).map((key, i) => row(key, entry.specs[i] ?? '')),
  ];
}

const identity: LabelKey[] = ['cas', 'formula', 'purity'];
// The figures a buyer compares first, in order of preference, for the one-line summary.
const telling: LabelKey[] = ['capacity', 'water', 'conductivity', 'ssa', 'particle', 'diameter', 'thickness'];

/** Rows other than CAS, formula and purity (which the description names in its first sentence). */
export const figureRows = (rows: KeyedRow[]): KeyedRow[] => rows.filter((row) => !identity.includes(row.key));

/** Two rows for the summary line: purity and the most telling figure, or the first two figures. */
export function summaryRows(rows: KeyedRow[]): KeyedRow[] {
  const figures = figureRows(rows);
  const purity = rows.find((row) => row.key === 'purity');
  if (!purity) return figures.slice(0, 2);
  const best = telling.map((key) => figures.find((row) => row.key === key)).find(Boolean) ?? figures[0];
  return best ? [purity, best] : [purity];
}

/** The stored sheet: label and value only. */
export const toSpecRows = (rows: KeyedRow[]): SpecRow[] => rows.map(({ label, value }) => ({ label, value }));
