import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products, productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { languages } from '../../i18n/language';

/** A keyword as the queries use it: lower-cased like `search_text`, and as an escaped ILIKE pattern. */
export type Keyword = { text: string; pattern: string; terms: Array<{ text: string; pattern: string; fuzzy: boolean }> };

const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export function keywordOf(raw: string): Keyword {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  // Words are matched one by one ("lithium lipf6" finds a product holding both), at most 8 of them.
  // Typos are forgiven in words, not in codes: "21324-40-3" or "lm-bat-0001" are pasted, and a fuzzy
  // match would bring every product sharing a "40" or an "lm-bat". Very short words say too little.
  const terms = [...new Set(text.split(' '))]
    .slice(0, 8)
    .map((term) => ({ text: term, pattern: containing(term), fuzzy: term.length >= 4 && !/\d/.test(term) }));
  return { text, pattern: containing(text), terms };
}

/**
 * Trigram word similarity a misspelt word needs. pg_trgm's `<%` threshold (0.6) misses a dropped letter
 * ("lithum" scores 0.57 against "lithium"), and a session setting would not survive the pool.
 */
const TYPO_SIMILARITY = 0.5;

/**
 * A product matches when every word is in its search text: as a substring (works for a two-character
 * Chinese word, where trigrams say little), or by trigram word similarity, which forgives a typo.
 * The catalogue is a few hundred rows and answers are cached, so a scan is cheaper than index games.
 * `searchText` is another table's column of the same kind (the study zone's articles search the same way).
 */
export function keywordMatch(keyword: Keyword, searchText: SQLWrapper = products.searchText): SQL {
  const termMatches = keyword.terms.map((term) => {
    const contains = sql`${searchText} ILIKE ${term.pattern} ESCAPE '\\'`;
    if (!term.fuzzy) return contains;
    return sql`(${contains} OR word_similarity(${term.text}::text, ${searchText}) >= ${TYPO_SIMILARITY})`;
  });
  return and(...termMatches)!;
}

/**
 * `products.search_text` holds an escaped LIKE pattern. LIKE, not ILIKE: the column and every keyword are already
 * lower-cased (buildSearchText, keywordOf), and ILIKE lower-cases each row's text again, which made a scan of
 * Chinese two-character words (no trigram to look up) nearly three times slower.
 */
export const searchTextHolds = (pattern: string): SQL => sql`${products.searchText} LIKE ${pattern} ESCAPE '\\'`;

/**
 * The same match as `keywordMatch` on `products.search_text`, written so its trigram index answers it: a typo'd
 * word is `<%`, true when word_similarity ≥ pg_trgm.word_similarity_threshold (≥, not >), which the index looks up.
 * Without the index every product's word similarity was computed: seconds at 100k products. Run it under
 * `withWordThreshold`, which sets that threshold to TYPO_SIMILARITY (pg_trgm's default is 0.6).
 */
export function indexedKeywordMatch(keyword: Keyword): SQL {
  const termMatches = keyword.terms.map((term) => {
    const contains = searchTextHolds(term.pattern);
    if (!term.fuzzy) return contains;
    return sql`(${contains} OR ${term.text}::text <% ${products.searchText})`;
  });
  return and(...termMatches)!;
}

/**
 * Runs `work` where `indexedKeywordMatch` finds every typo: when the keyword has a word matched by similarity, in a
 * transaction whose pg_trgm word-similarity threshold is TYPO_SIMILARITY (set_config(…, true): it ends with the
 * transaction, so a pooled connection never keeps it). JIT is off there too: these are short index lookups, and
 * PostgreSQL's JIT compiled them for seconds when it misjudged their cost.
 */
export function withWordThreshold<T>(db: Db, keyword: Keyword | undefined, work: (db: Db, oneConnection: boolean) => Promise<T>): Promise<T> {
  if (!keyword?.terms.some((term) => term.fuzzy)) return work(db, false);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true), set_config('jit', 'off', true)`);
    return work(tx, true);
  });
}

/**
 * Runs `tasks` side by side on a pool, one after the other on one connection (a transaction's): node-postgres
 * would queue them anyway, and warns that overlapping queries on one client will stop working in pg 9.
 */
export async function runAll<T extends readonly unknown[]>(oneConnection: boolean, tasks: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!oneConnection) return (await Promise.all(tasks.map((task) => task()))) as unknown as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}

/** Its CAS number, one of its SKU codes or its formula is exactly the keyword (any case). */
export function exactCodeMatch(keyword: Keyword): SQL {
  // IS TRUE: a product without CAS or formula gives NULL, which DESC would sort first.
  return sql`((${products.casNumber} = ${keyword.text}
    OR lower(${products.formula}) = ${keyword.text}
    OR EXISTS (SELECT 1 FROM ${productSkus} WHERE ${productSkus.productId} = ${products.id} AND lower(${productSkus.code}) = ${keyword.text})) IS TRUE)`;
}

/** `column` contains the whole keyword (as typed, % and _ literal). */
export const contains = (column: SQLWrapper, keyword: Keyword): SQL => sql`${column} ILIKE ${keyword.pattern} ESCAPE '\\'`;

/** A localized jsonb name contains the whole keyword in one of the four languages. */
export const nameContains = (column: SQLWrapper, keyword: Keyword): SQL =>
  or(...languages.map((lang) => contains(sql`${column}->>${lang}`, keyword)))!;

/**
 * Relevance: exact codes first (a researcher pasting a CAS number or SKU code wants that product), then
 * products whose own name holds the phrase (before those found through their category's or brand's name,
 * which `search_text` also holds), then any holder of the phrase, then trigram closeness; sales break ties.
 */
export function relevanceOrder(keyword: Keyword): SQL[] {
  return [
    sql`${exactCodeMatch(keyword)} DESC`,
    sql`${nameContains(products.name, keyword)} DESC`,
    sql`${contains(products.searchText, keyword)} DESC`,
    sql`word_similarity(${keyword.text}::text, ${products.searchText}) DESC`,
  ];
}
