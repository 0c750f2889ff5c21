import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { users } from './auth';
import { categories } from './categories';
import { timestamps } from './columns';
import type { RegulatedClass } from './regulated-chemicals';

export type ProductStatus = 'on_sale' | 'off_sale';
/** One row of a specification sheet: a translated label and a value that reads the same in every language. */
export type SpecRow = { label: LocalizedText; value: string };

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Brand names are proper nouns: one spelling in every language. */
    name: varchar('name', { length: 80 }).notNull().unique('brands_name_unique'),
    country: varchar('country', { length: 2 }).notNull().default('CN'),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  // One brand per name whatever its case: the console finds a brand by lower(name), and two saves at once naming
  // "Acme" and "ACME" must not make two.
  (table) => [uniqueIndex('brands_name_lower_unique').on(sql`lower(${table.name})`)],
);

/**
 * A product belongs to one sub-category. Prices and stock live on its SKUs. `searchText` is every
 * searchable spelling (names in four languages, brand, SKU codes, CAS, formula) lower-cased into one
 * column, so a single trigram index answers a keyword in any language; whoever writes a product or its
 * SKUs must rebuild it (modules/products/search-text.ts).
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** CAS registry number, for chemicals only (e.g. 21324-40-3). */
    casNumber: varchar('cas_number', { length: 16 }),
    /** Chemical formula as written (e.g. LiPF6), for chemicals only. */
    formula: varchar('formula', { length: 64 }),
    /** The regulated class under Chinese law (docs/regulated-chemicals.md), null for an unregulated product. */
    regulatedClass: varchar('regulated_class', { length: 24 }).$type<RegulatedClass>(),
    /** Image URLs in display order; the first is the cover. */
    images: jsonb('images').$type<string[]>().notNull(),
    specs: jsonb('specs').$type<SpecRow[]>().notNull(),
    status: varchar('status', { length: 16 }).$type<ProductStatus>().notNull().default('on_sale'),
    /** Units sold, for the sales sort and the rankings; orders add to it. */
    sales: integer('sales').notNull().default(0),
    /** Shown in the recommended zone, in this order (null: not recommended). */
    recommendSort: integer('recommend_sort'),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').notNull().default(''),
    /**
     * What every list reads of the product's SKUs, kept by PostgreSQL (triggers on product_skus, migrations 0025, 0027):
     * the lowest price of its SKUs on sale (fen; null when none is on sale, so the product is not listed). A list of
     * thousands reads it from an index instead of visiting each product's SKUs. Stock is not kept here: a checkout
     * would then write (and lock) the product row too.
     */
    listedPrice: integer('listed_price'),
    /**
     * The four names lower-cased, one per line, kept by PostgreSQL: search relevance asks every match whether its own
     * name holds the keyword (keyword-sql.ts `productNameHolds`), one LIKE instead of four ILIKEs over jsonb.
     */
    nameLower: text('name_lower')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(coalesce(${products.name}->>'zh', '') || E'\n' || coalesce(${products.name}->>'en', '') || E'\n' || coalesce(${products.name}->>'ja', '') || E'\n' || coalesce(${products.name}->>'ko', ''))`,
      ),
    /**
     * `search_text` with every character written twice ("隔膜" → "隔隔膜膜"), kept by PostgreSQL. Its trigram index
     * answers a word of two characters, the usual length of a Chinese word, which has no trigram of its own: the
     * word doubled has two ("隔隔膜", "隔膜膜"), and it is in the doubled text exactly when the word is in the text
     * (modules/products/keyword-sql.ts `indexedKeywordMatch`). Longer words use the trigram index of `search_text`.
     */
    searchDoubled: text('search_doubled')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`regexp_replace(${products.searchText}, '(.)', '\\1\\1', 'g')`),
    ...timestamps,
  },
  (table) => [
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_launched_idx').on(table.launchedAt),
    index('products_search_doubled_trgm_idx').using('gin', sql`${table.searchDoubled} gin_trgm_ops`),
    // A word of three letters or more is looked up by its own trigrams, far rarer than the doubled text's (keyword-sql.ts).
    index('products_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_cas_idx').on(table.casNumber),
    check('products_regulated_class_known', sql`${table.regulatedClass} IN ('precursor', 'explosive_precursor', 'highly_toxic')`),
    // The storefront's lists (modules/products): a category's listed products in sales order, read in index order for
    // a page instead of sorting the whole category (brand and price last: facets and price sorts read only the index);
    // and an exact formula without a scan.
    index('products_listed_category_idx')
      .on(table.categoryId, table.sales.desc().nullsFirst(), table.id, table.brandId, table.listedPrice)
      .where(sql`${table.status} = 'on_sale' AND ${table.listedPrice} IS NOT NULL`),
    index('products_formula_lower_idx').on(sql`lower(${table.formula})`),
    // The best sellers on sale, in order: search suggestions look among the first of them (suggest-candidates.ts).
    index('products_listed_sales_idx').on(table.sales.desc().nullsFirst(), table.id).where(sql`${table.status} = 'on_sale' AND ${table.listedPrice} IS NOT NULL`),
  ],
);

/** A purchasable variant: specification, package size, purity, its own price (fen) and stock. */
export const productSkus = pgTable(
  'product_skus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The code researchers order by (e.g. LM-BAT-0001-25G); unique across the shop. */
    code: varchar('code', { length: 40 }).notNull(),
    spec: jsonb('spec').$type<LocalizedText>().notNull(),
    packageSize: varchar('package_size', { length: 40 }).notNull(),
    purity: varchar('purity', { length: 24 }),
    /** Integer fen (DESIGN §5). */
    price: integer('price').notNull(),
    /** The crossed-out list price in fen, when higher than `price`. */
    marketPrice: integer('market_price'),
    stock: integer('stock').notNull(),
    /** The most one order (and one cart line) may take. */
    maxPerOrder: integer('max_per_order').notNull().default(99),
    onSale: boolean('on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('product_skus_code_unique').on(table.code),
    index('product_skus_product_idx').on(table.productId, table.sort),
    // A product's SKUs on sale by price: "is it listable" and its lowest price read the index, not the rows.
    index('product_skus_on_sale_price_idx').on(table.productId, table.price).where(sql`${table.onSale}`),
    // A pasted SKU code, in any case (search relevance and suggestions).
    index('product_skus_code_lower_idx').on(sql`lower(${table.code})`),
    // The console's dashboard counts low-stock SKUs (backoffice-catalogue LOW_STOCK = 10) without reading every SKU.
    index('product_skus_low_stock_idx').on(table.stock).where(sql`${table.stock} <= 10`),
    check('product_skus_stock_not_negative', sql`${table.stock} >= 0`),
    check('product_skus_price_positive', sql`${table.price} > 0`),
  ],
);

/** "Bought together" links, one way: product → related product, in display order. */
export const productCollocations = pgTable(
  'product_collocations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.relatedId] })],
);

/** Scenario-based procurement (spec §1): a named bundle of SKUs bought together, e.g. a coin-cell starter kit. */
export const scenarios = pgTable('scenarios', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  image: varchar('image', { length: 255 }).notNull(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

export const scenarioItems = pgTable(
  'scenario_items',
  {
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scenarioId, table.skuId] })],
);

/** Home carousel slides and service images (spec §3 home slice). */
export const homeBanners = pgTable('home_banners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: varchar('kind', { length: 16 }).$type<'carousel' | 'service'>().notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
  image: varchar('image', { length: 255 }).notNull(),
  /** A path inside the shop (without language prefix), e.g. /category?categoryId=1. */
  link: varchar('link', { length: 255 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** Staff switch a banner off, or give it a window: shown while active and startsAt <= now < endsAt (null: open). */
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  ...timestamps,
});

/** Search hot words per language (a Korean shopper searches in Korean). */
export const hotWords = pgTable('hot_words', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  word: jsonb('word').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/** Shoppers' reviews. Only buyers of the product may write one (checked against their orders). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown with the review, masked at write time (e.g. "d***o"). */
    authorName: varchar('author_name', { length: 64 }).notNull(),
    rating: integer('rating').notNull(),
    /** Plain text: markup is stripped before storing, and React escapes it when shown. */
    content: varchar('content', { length: 1000 }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('product_reviews_product_idx').on(table.productId, table.createdAt),
    // One review per buyer and product; the service also checks first to give a clear 409.
    uniqueIndex('product_reviews_product_user_unique').on(table.productId, table.userId),
    check('product_reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/** How often products were shown in lists, per product, source and day (batch-add-exposures-record). */
export const productExposures = pgTable(
  'product_exposures',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 32 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.source, table.day] })],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductSkuRow = typeof productSkus.$inferSelect;
export type NewProductSkuRow = typeof productSkus.$inferInsert;

/**
 * The words of the catalogue's search texts that hold no digit (names, brands, category names; not codes), each once,
 * kept by triggers on `products` (migration 0023). A misspelt word is looked up here, among a few thousand words, and
 * the search then asks for the words it resembles (keyword-sql.ts `withTypos`): comparing it with each product's
 * whole search text cost 300 ms at 100k products. A word no product holds any more stays, harmlessly: it matches nothing.
 */
export const searchWords = pgTable(
  'search_words',
  { word: varchar('word', { length: 64 }).primaryKey() },
  (table) => [index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);
