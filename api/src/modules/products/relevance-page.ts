import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { exactCodeMatch, productNameHolds, searchTextHolds, type Keyword } from './keyword-sql';

/** How many products' word similarity one round asks for. */
const BATCH = 64;
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
 * and their similarity asked for in small rounds. Similarity is at most 1, so once the group's first rows with
 * similarity 1 fill what the page needs, they are its order (the others sort after them); otherwise every row
 * of the group has been asked and it is sorted in full. A group larger than SCORED_PER_GROUP is ordered so only
 * in its first SCORED_PER_GROUP rows by sales; the rest follow in sales order.
 */
export async function relevancePage(db: Db, where: SQL, keyword: Keyword, limit: number, offset: number): Promise<number[]> {
  return pageOf(db, keyword, await relevanceCandidates(db, where, keyword), limit, offset);
}

/** Every match of `where` (listed products) with its cheap relevance keys, and its brand and price for the facets. */
export async function relevanceCandidates(db: Db, where: SQL, keyword: Keyword): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: products.id,
      sales: products.sales,
      brandId: products.brandId,
      price: products.listedPrice,
      // The three keys in one number (base 3): a common word returns thousands of rows, and each field costs to parse.
      keys: sql<number>`${rank(exactCodeMatch(keyword))} * 9 + ${rank(productNameHolds(keyword))} * 3 + ${rank(searchTextHolds(keyword.pattern))}`,
    })
    .from(products)
    .where(where);
  return rows.map((r) => ({ id: r.id, sales: r.sales, brandId: r.brandId, price: r.price ?? 0, keys: [Math.floor(r.keys / 9), Math.floor(r.keys / 3) % 3, r.keys % 3] }));
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

/** The first `need` rows of one group in (similarity DESC, sales DESC, id) order; `group` is in sales order. */
async function orderGroup(db: Db, keyword: Keyword, group: Candidate[], need: number): Promise<Candidate[]> {
  const scored = group.slice(0, SCORED_PER_GROUP);
  const best: Candidate[] = [];
  for (let at = 0; at < scored.length && best.length < need; at += BATCH) {
    const batch = scored.slice(at, at + BATCH);
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
