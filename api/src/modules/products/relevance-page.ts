import { sql, type SQL } from 'drizzle-orm';
import { brands, products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { exactCodeMatch, productNameHolds, searchTextHoldsPhrase, type Keyword } from './keyword-sql';

/**
 * How many of a group's best sellers closeness (word similarity) orders; further down the group, sales alone do.
 * Each similarity costs some 40 µs: a misspelt common word matched 7,000 products at 100k, all in one group, and
 * scoring them all cost 300 ms, for an order nobody reads past the first pages.
 */
export const SCORED_PER_GROUP = 128;

/** A listed product matched by a list: what its order and facets need (`price`: its listed price, fen). */
export type Candidate = { id: number; sales: number; brandId: number; price: number; keys: number[]; similarity?: number };

// ORDER BY … DESC puts NULL first: NULL, true, false.
const rank = (condition: SQL) => sql`coalesce((${condition})::int, 2)`;
const bySalesThenId = (a: Candidate, b: Candidate) => b.sales - a.sales || a.id - b.id;
const sameKeys = (a: Candidate, b: Candidate) => a.keys.every((key, i) => key === b.keys[i]);

/**
 * The ids of one page in relevance order (keyword-sql.ts `relevanceOrder`, then sales, then id), exactly as that
 * ORDER BY gives them, without computing every match's word similarity: at 100k products a common word matches
 * thousands, and that one sort key cost half a second. The cheap keys (exact code, name, search text holds the
 * phrase) order the matches into groups; inside a group that reaches the page, rows are taken in sales order
 * and their similarity asked for in rounds. Similarity is at most 1, so once the group's first rows with
 * similarity 1 fill what the page needs, they are its order (the others sort after them); otherwise every row
 * of the group has been asked and it is sorted in full. A group larger than SCORED_PER_GROUP is ordered so only
 * in its first SCORED_PER_GROUP rows by sales; the rest follow in sales order.
 */
export async function relevancePage(db: Db, where: SQL, keyword: Keyword, limit: number, offset: number): Promise<number[]> {
  return pageOf(db, keyword, await relevanceHead(db, where, keyword, offset + limit), limit, offset);
}

/** The first matches of `where` in (keys, sales, id) order that a page ending at `pageEnd` needs (see relevanceSummary). */
async function relevanceHead(db: Db, where: SQL, keyword: Keyword, pageEnd: number): Promise<Candidate[]> {
  const keys = packedKeys(keyword);
  const rows = await db
    .select({ id: products.id, sales: products.sales, brandId: products.brandId, price: products.listedPrice, keys })
    .from(products)
    .where(where)
    .orderBy(sql`${keys} DESC`, sql`${products.sales} DESC`, products.id)
    .limit(pageEnd + SCORED_PER_GROUP);
  return rows.map((r) => ({ id: r.id, sales: r.sales, brandId: r.brandId, price: r.price ?? 0, keys: unpack(r.keys) }));
}

const unpack = (keys: number) => [Math.floor(keys / 9), Math.floor(keys / 3) % 3, keys % 3];

/**
 * The three relevance keys of a product in one number, base 3 (2 NULL, 1 true, 0 false): DESC on it is DESC on each.
 * Asked of the matches of `keyword` only: a keyword of one word without typo candidates is then in every match's search
 * text, and the third key is 1 without a LIKE over each of thousands of texts.
 */
const packedKeys = (keyword: Keyword, skus?: 'once') => {
  const [only, ...more] = keyword.terms;
  const textHoldsPhrase = more.length === 0 && only?.text === keyword.text && !only.alike?.length ? sql`1` : rank(searchTextHoldsPhrase(keyword));
  return sql<number>`${rank(exactCodeMatch(keyword, skus))} * 9 + ${rank(productNameHolds(keyword))} * 3 + ${textHoldsPhrase}`;
};

type BrandFacet = { id: number; name: string; count: number };
/** A keyword list's matches summed up, and the head of them in key order (from which `pageOf` takes a page). */
export type RelevanceSummary = { total: number; brands: BrandFacet[]; price: { min: number; max: number }; head: Candidate[] };

/**
 * The matches of `where` (listed products) read once, in PostgreSQL: their count, brand facet (50 brands, most
 * matches first, as `brandFacets`) and price span (as `priceFacet`) from one grouping by brand, and, in (keys, sales,
 * id) order, the first `pageEnd + SCORED_PER_GROUP` of them: every group reaching a page ending at `pageEnd` has its
 * scored rows there (a group starts before the page ends). A common word matches 7,000 products at 100k: sending them all to be
 * counted and sorted here cost more than finding them.
 */
export async function relevanceSummary(db: Db, where: SQL, keyword: Keyword, pageEnd: number): Promise<RelevanceSummary> {
  const result = await db.execute(sql`WITH m AS MATERIALIZED (
      SELECT ${products.id} AS id, ${products.sales} AS sales, ${products.brandId} AS brand_id, ${products.listedPrice} AS price, ${packedKeys(keyword, 'once')} AS keys
      FROM ${products} WHERE ${where})
    , x AS (SELECT brand_id, count(*)::int AS n, min(price) AS min, max(price) AS max FROM m GROUP BY brand_id)
    SELECT (SELECT coalesce(sum(n), 0)::int FROM x) AS total, (SELECT min(min) FROM x) AS min, (SELECT max(max) FROM x) AS max,
      (SELECT coalesce(json_agg(json_build_array(id, name, n) ORDER BY n DESC, name), '[]')
        FROM (SELECT b.id, b.name, x.n FROM x JOIN ${brands} b ON b.id = x.brand_id ORDER BY x.n DESC, b.name LIMIT 50) f) AS brands,
      (SELECT coalesce(json_agg(json_build_array(id, sales, keys, brand_id, price) ORDER BY keys DESC, sales DESC, id), '[]')
        FROM (SELECT * FROM m ORDER BY keys DESC, sales DESC, id LIMIT ${pageEnd + SCORED_PER_GROUP}) h) AS head`);
  type Row = { total: number; min: number | null; max: number | null; brands: [number, string, number][]; head: [number, number, number, number, number][] };
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  return {
    total: row.total,
    price: { min: Number(row.min ?? 0), max: Number(row.max ?? 0) },
    brands: row.brands.map(([id, name, count]) => ({ id, name, count })),
    head: row.head.map(([id, sales, keys, brandId, price]) => ({ id, sales, brandId, price, keys: unpack(keys) })),
  };
}

/** One page of `candidates` in relevance order, by id. */
export async function pageOf(db: Db, keyword: Keyword, matches: readonly Candidate[], limit: number, offset: number): Promise<number[]> {
  const candidates = [...matches];
  candidates.sort((a, b) => b.keys[0]! - a.keys[0]! || b.keys[1]! - a.keys[1]! || b.keys[2]! - a.keys[2]! || bySalesThenId(a, b));

  const end = Math.min(offset + limit, candidates.length);
  const page: Candidate[] = [];
  for (let start = 0; start < end; ) {
    let stop = start + 1;
    while (stop < candidates.length && sameKeys(candidates[stop]!, candidates[start]!)) stop += 1;
    if (stop > offset) page.push(...(await orderGroup(db, keyword, candidates.slice(start, stop), end - start)));
    else page.push(...candidates.slice(start, stop)); // before the page: its inner order does not matter
    start = stop;
  }
  return page.slice(offset, end).map((c) => c.id);
}

/**
 * The first `need` rows of one group in (similarity DESC, sales DESC, id) order; `group` is in sales order. The first
 * round asks for `need` rows when similarity 1 is likely (enough when they all have it, as when the word is in every
 * name), else for every scored row; the next for as many as the rows with similarity 1 found so far suggest will fill
 * the page, half as many again, or all the rest when none had it. Each similarity costs some 35 µs, each round a round
 * trip; the rounds change the cost, never the order.
 */
async function orderGroup(db: Db, keyword: Keyword, group: Candidate[], need: number): Promise<Candidate[]> {
  const scored = group.slice(0, SCORED_PER_GROUP);
  // A single word that is not in these texts (found through a word it resembles) is rarely whole in any of them.
  const likelyWhole = group[0]!.keys[2] === 1 || keyword.terms.length > 1;
  const best: Candidate[] = [];
  for (let at = 0; at < scored.length && best.length < need; ) {
    const size = at === 0 ? (likelyWhole ? need : scored.length) : best.length === 0 ? scored.length : Math.ceil(((need - best.length) * at * 1.5) / best.length);
    const batch = scored.slice(at, at + Math.max(size, 8));
    at += batch.length;
    const scores = await db
      .select({ id: products.id, similarity: sql<number>`word_similarity(${keyword.text}::text, ${products.searchText})` })
      .from(products)
      .where(sql`${products.id} = ANY(${`{${batch.map((c) => c.id).join(',')}}`}::int[])`);
    const byId = new Map(scores.map((s) => [s.id, Number(s.similarity)]));
    for (const candidate of batch) {
      candidate.similarity = byId.get(candidate.id) ?? 0;
      if (candidate.similarity === 1 && best.length < need) best.push(candidate);
    }
  }
  if (best.length >= need) return best;
  // Fewer than needed at the top similarity: every scored row was scored; the full sort decides, then sales.
  const ordered = [...scored].sort((a, b) => b.similarity! - a.similarity! || bySalesThenId(a, b));
  return [...ordered, ...group.slice(SCORED_PER_GROUP)].slice(0, need);
}
