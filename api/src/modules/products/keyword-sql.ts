import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products, productSkus, searchWords } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { languages } from '../../i18n/language';

/**
 * A keyword as the queries use it: lower-cased like `search_text`, and as an escaped ILIKE pattern. A term's
 * `alike` are the catalogue's words it resembles, when it may be misspelt, and `isWord` whether it is one of those
 * words itself (`withTypos` finds both).
 */
export type Keyword = { text: string; pattern: string; terms: Term[] };
type Term = { text: string; pattern: string; fuzzy: boolean; alike?: string[]; isWord?: boolean };

const escapeLike = (char: string) => char.replace(/[\\%_]/g, '\\$&');
const containing = (text: string) => `%${escapeLike(text)}%`;
/** The LIKE pattern of `text` in `products.search_doubled`: each character twice (by code point, as PostgreSQL's `.`). */
const containingDoubled = (text: string) => `%${[...text].map((char) => escapeLike(char).repeat(2)).join('')}%`;

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

/** `products.search_text` holds an escaped LIKE pattern (lower-cased, as the column and every keyword are). */
export const searchTextHolds = (pattern: string): SQL => sql`${products.searchText} LIKE ${pattern} ESCAPE '\\'`;

/** Where a search looks: `products`' two searchable columns, or the same columns of a subquery. */
export type SearchColumns = { searchText: SQLWrapper; searchDoubled: SQLWrapper };
const productSearchColumns: SearchColumns = { searchText: products.searchText, searchDoubled: products.searchDoubled };

/**
 * A word with a run of three letters or digits has a trigram of its own, which the trigram index of `search_text` finds
 * (pg_trgm takes trigrams from the runs of word characters of a LIKE pattern). Shorter words ("隔膜", "li") only have
 * trigrams doubled. The doubled text's trigrams are its bigrams in disguise, common to most products: "separator" read
 * 16 posting lists of tens of thousands of products there (19 ms at 100k products) against 7 short ones here (1.5 ms).
 */
const hasOwnTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);
const textHolds = (columns: SearchColumns, text: string): SQL =>
  hasOwnTrigram(text)
    ? sql`${columns.searchText} LIKE ${containing(text)} ESCAPE '\\'`
    : sql`${columns.searchDoubled} LIKE ${containingDoubled(text)} ESCAPE '\\'`;

/**
 * The same match as `keywordMatch` on `products.search_text`, written for the trigram indexes of `search_text` and
 * `search_doubled`: each word is in the text, or, when it may be misspelt, one of the catalogue's words it resembles
 * (`alike`, which `withTypos` fills) is. `columns` are those columns under other names (a subquery's). Comparing a word
 * with each product's whole text instead (`word_similarity`) cost 300 ms for one misspelt word at 100k products; the
 * words it resembles are found among a few thousand in under a millisecond.
 */
export function indexedKeywordMatch(keyword: Keyword, columns: SearchColumns = productSearchColumns): SQL {
  const holds = (text: string) => textHolds(columns, text);
  // Each text is searched for until one holds it: a misspelt word (not a catalogue word) after the words it resembles,
  // which most matches hold. Searching a text in vain reads all of it, once for each of thousands of matches.
  const termMatches = keyword.terms.map((term) => {
    const alike = term.alike ?? [];
    return or(...(alike.length > 0 && !term.isWord ? [...alike, term.text] : [term.text, ...alike]).map(holds))!;
  });
  return and(...termMatches)!;
}

/** `products.search_text` holds `text` (any case), through one of the trigram indexes (as `indexedKeywordMatch`). */
export const searchTextContains = (text: string): SQL => textHolds(productSearchColumns, text.toLowerCase());

/** How many catalogue words a misspelt word may stand for: enough for "lithum" (lithium, lithium-ion, …). */
const MAX_ALIKE = 12;

/**
 * `keyword` with each misspelt-looking word's `alike`: the catalogue's words (search_words) it resembles with trigram word
 * similarity ≥ TYPO_SIMILARITY, those holding it excepted (the substring match finds them). `%` (similarity ≥ 0.3, the
 * pg_trgm default) lets the trigram index pick the few candidates first: `search_words_alike` (migration 0037) plans
 * with sequential scans off, which the planner otherwise chose for a table so small. One statement for every word.
 */
export async function withTypos(db: Db, keyword: Keyword): Promise<Keyword> {
  const fuzzy = keyword.terms.filter((term) => term.fuzzy).map((term) => term.text);
  if (fuzzy.length === 0) return keyword;
  const result = await db.execute(sql`SELECT t.term, EXISTS (SELECT 1 FROM ${searchWords} WHERE ${searchWords.word} = t.term) AS is_word, w.word
    FROM unnest(ARRAY[${sql.join(
      fuzzy.map((text) => sql`${text}::text`),
      sql`, `,
    )}]) AS t(term) LEFT JOIN LATERAL search_words_alike(t.term, ${TYPO_SIMILARITY}, ${MAX_ALIKE}) WITH ORDINALITY AS w(word, rank) ON true
    ORDER BY t.term, w.rank`);
  const found = new Map<string, { isWord: boolean; words: string[] }>();
  for (const row of (result as unknown as { rows: { term: string; is_word: boolean; word: string | null }[] }).rows) {
    const entry = found.get(row.term) ?? { isWord: row.is_word, words: [] };
    if (row.word !== null) entry.words.push(row.word);
    found.set(row.term, entry);
  }
  const terms = keyword.terms.map((term) => {
    if (!term.fuzzy) return term;
    const { isWord, words } = found.get(term.text) ?? { isWord: false, words: [] };
    // "lithium-ion" adds nothing to "lithium": every text holding it holds "lithium" (one index lookup less).
    return { ...term, isWord, alike: words.filter((word) => !words.some((other) => other !== word && word.includes(other))) };
  });
  return { ...keyword, terms };
}

/**
 * Its CAS number, one of its SKU codes or its formula is exactly the keyword (any case). With `skus: 'once'` the products
 * whose SKU code is the keyword are looked up once for the statement (a btree lookup, as an init plan) instead of asking
 * each product's SKUs: over 7,000 matches, that cost more than the name key.
 */
export function exactCodeMatch(keyword: Keyword, skus: 'per product' | 'once' = 'per product'): SQL {
  const bySku =
    skus === 'once'
      ? sql`${products.id} = ANY(ARRAY(SELECT ${productSkus.productId} FROM ${productSkus} WHERE lower(${productSkus.code}) = ${keyword.text}))`
      : sql`EXISTS (SELECT 1 FROM ${productSkus} WHERE ${productSkus.productId} = ${products.id} AND lower(${productSkus.code}) = ${keyword.text})`;
  // IS TRUE: a product without CAS or formula gives NULL, which DESC would sort first.
  return sql`((${products.casNumber} = ${keyword.text} OR lower(${products.formula}) = ${keyword.text} OR ${bySku}) IS TRUE)`;
}

/** `column` contains the whole keyword (as typed, % and _ literal). */
export const contains = (column: SQLWrapper, keyword: Keyword): SQL => sql`${column} ILIKE ${keyword.pattern} ESCAPE '\\'`;

/** A localized jsonb name contains the whole keyword in one of the four languages. */
export const nameContains = (column: SQLWrapper, keyword: Keyword): SQL =>
  or(...languages.map((lang) => contains(sql`${column}->>${lang}`, keyword)))!;

/**
 * The product's own name holds the whole keyword in one of the four languages: the same answer as
 * `nameContains(products.name, …)`, as one search in `name_lower` (the names lower-cased, one per line, kept by
 * PostgreSQL) instead of four ILIKEs over jsonb; over 7,000 matches that was a third of a search. A keyword never
 * holds a line break (keywordOf turns every blank into a space), so a phrase cannot match across two names.
 * `strpos` gives what LIKE '%keyword%' gives (both compare bytes) in half the time for a keyword a name does not hold.
 */
export const productNameHolds = (keyword: Keyword): SQL => sql`strpos(${products.nameLower}, ${keyword.text}::text) > 0`;

/** `products.search_text` holds the whole keyword (as `searchTextHolds(keyword.pattern)`, with `strpos`). */
export const searchTextHoldsPhrase = (keyword: Keyword): SQL => sql`strpos(${products.searchText}, ${keyword.text}::text) > 0`;

/**
 * Relevance: exact codes first (a researcher pasting a CAS number or SKU code wants that product), then
 * products whose own name holds the phrase (before those found through their category's or brand's name,
 * which `search_text` also holds), then any holder of the phrase, then trigram closeness; sales break ties.
 */
export function relevanceOrder(keyword: Keyword): SQL[] {
  return [
    sql`${exactCodeMatch(keyword)} DESC`,
    sql`${productNameHolds(keyword)} DESC`,
    sql`${contains(products.searchText, keyword)} DESC`,
    sql`word_similarity(${keyword.text}::text, ${products.searchText}) DESC`,
  ];
}
