import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { products, productSkus } from '../../db/schema/products';
import { listable } from './filter-sql';
import { indexedKeywordMatch, type Keyword } from './keyword-sql';

/** How many of the best sellers listed the box looks through, at most, before asking the trigram index. */
const BEST_SELLERS = 1000;
/** How many matches, at most, it then ranks by relevance (the box shows 8). */
const CANDIDATES = 64;

/**
 * The products the search box ranks for `keyword` (relevance-page.ts then orders them), as a subquery of ids: the
 * exact CAS number, formula or SKU code, and the first matches among the best sellers; when those are fewer than
 * `limit`, the best-selling matches of the whole catalogue through the trigram index. The box answers while a
 * researcher types, so its work is bounded whatever the catalogue's size: a common word ("li") is met within the first
 * best sellers, and a rarer one has few matches for the index to return. With up to 64 matches this is every match,
 * in the order of the search page; beyond, the box ranks the 64 best-selling ones. One statement with the ranking:
 * each round trip counted in a box that should answer within 20 ms.
 */
export function suggestionCandidates(keyword: Keyword, limit: number): SQL {
  // The fallback runs only when the best sellers gave too few (a one-time filter on the materialised walk).
  const fallback = indexCanAnswer(keyword)
    ? sql` UNION (SELECT ${products.id} FROM ${products} WHERE ${and(listable, indexedKeywordMatch(keyword))} AND (SELECT count(*) FROM best) < ${limit}
        ORDER BY ${products.sales} + 0 DESC, ${products.id} LIMIT ${CANDIDATES})`
    : sql``;
  return sql`(WITH best AS MATERIALIZED (${bestSellerMatches(keyword)})
    SELECT id FROM best UNION (${exactMatches(keyword)})${fallback})`;
}

/** Its CAS number, formula or one of its SKU codes is the keyword: three btree lookups (a BitmapOr). */
function exactMatches(keyword: Keyword): SQL {
  const bySku = sql`${products.id} = ANY(ARRAY(SELECT ${productSkus.productId} FROM ${productSkus} WHERE lower(${productSkus.code}) = ${keyword.text}))`;
  const exact = or(eq(products.casNumber, keyword.text), sql`lower(${products.formula}) = ${keyword.text}`, bySku);
  return sql`SELECT ${products.id} FROM ${products} WHERE ${and(listable, exact)} LIMIT ${CANDIDATES}`;
}

function bestSellerMatches(keyword: Keyword): SQL {
  // Read lazily: the walk down the sales index stops at the CANDIDATES-th match (a common word: within a few dozen rows).
  return sql`SELECT id FROM (
      SELECT ${products.id} AS id, ${products.searchText} AS search_text, ${products.searchDoubled} AS search_doubled FROM ${products}
      WHERE ${listable} ORDER BY ${products.sales} DESC, ${products.id} LIMIT ${BEST_SELLERS}) walk
    WHERE ${indexedKeywordMatch(keyword, { searchText: sql`walk.search_text`, searchDoubled: sql`walk.search_doubled` })} LIMIT ${CANDIDATES}`;
}

/** A word of one character has no trigram even doubled: looking it up would read the whole catalogue. */
const indexCanAnswer = (keyword: Keyword) => keyword.terms.some((term) => [...term.text].length >= 2);
