import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { contentArticles, contentFiles, contentReads, type ContentSection } from '../../db/schema/content';
import { products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { keywordMatch as matchTerms, keywordOf, nameContains } from '../products/keyword-sql';
import { publishedBy } from './published';

export type ArticleRow = typeof contentArticles.$inferSelect;
export type FileInfoRow = { id: number; articleId: number | null; name: string; mimeType: string; size: number };

/**
 * Every word of the keyword is in the article's search text, as a substring or (longer words) nearly: the
 * catalogue's matching (products/keyword-sql.ts) on this table. Articles whose title holds the whole phrase
 * come first, then the closest texts.
 */
function keywordMatch(raw: string): { where: SQL; order: SQL[] } {
  const keyword = keywordOf(raw);
  return {
    where: matchTerms(keyword, contentArticles.searchText),
    order: [sql`${nameContains(contentArticles.title, keyword)} DESC`, sql`word_similarity(${keyword.text}::text, ${contentArticles.searchText}) DESC`],
  };
}

const listColumns = {
  id: contentArticles.id, slug: contentArticles.slug, section: contentArticles.section, contentType: contentArticles.contentType,
  ecmtType: contentArticles.ecmtType, title: contentArticles.title, summary: contentArticles.summary, author: contentArticles.author,
  tags: contentArticles.tags, coverFileId: contentArticles.coverFileId, video: contentArticles.video, publishedAt: contentArticles.publishedAt,
};
export type ArticleListRow = { [K in keyof typeof listColumns]: ArticleRow[K] };

/** `now`: the storefront's clock (app.contentClock); only what is published by then is read (published.ts). */
export function createContentRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    async page(section: ContentSection, page: number, pageSize: number, keyword?: string): Promise<{ rows: ArticleListRow[]; total: number }> {
      const search = keyword ? keywordMatch(keyword) : undefined;
      const where = and(eq(contentArticles.section, section), publishedBy(now()), search?.where);
      const [rows, [counted]] = await Promise.all([
        db.select(listColumns).from(contentArticles).where(where)
          .orderBy(...(search?.order ?? []), desc(contentArticles.publishedAt), desc(contentArticles.id))
          .limit(pageSize).offset((page - 1) * pageSize),
        db.select({ total: count() }).from(contentArticles).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async byId(id: number): Promise<ArticleRow | undefined> {
      const [row] = await db.select().from(contentArticles).where(and(eq(contentArticles.id, id), publishedBy(now())));
      return row;
    },

    /** Attachments of these articles (no bytes), in their listed order. */
    attachments(articleIds: number[]): Promise<FileInfoRow[]> {
      if (articleIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: contentFiles.id, articleId: contentFiles.articleId, name: contentFiles.name, mimeType: contentFiles.mimeType, size: contentFiles.size })
        .from(contentFiles)
        .where(and(inArray(contentFiles.articleId, articleIds), eq(contentFiles.kind, 'attachment')))
        .orderBy(asc(contentFiles.articleId), asc(contentFiles.sort));
    },

    /** The neighbours in the section's list order (newest first): the one shown before and the one after. */
    async neighbours(row: ArticleRow) {
      const columns = { id: contentArticles.id, title: contentArticles.title };
      const sameSection = and(eq(contentArticles.section, row.section), publishedBy(now()));
      const newer = or(gt(contentArticles.publishedAt, row.publishedAt), and(eq(contentArticles.publishedAt, row.publishedAt), gt(contentArticles.id, row.id)));
      const older = or(lt(contentArticles.publishedAt, row.publishedAt), and(eq(contentArticles.publishedAt, row.publishedAt), lt(contentArticles.id, row.id)));
      const [[previous], [next]] = await Promise.all([
        db.select(columns).from(contentArticles).where(and(sameSection, newer)).orderBy(asc(contentArticles.publishedAt), asc(contentArticles.id)).limit(1),
        db.select(columns).from(contentArticles).where(and(sameSection, older)).orderBy(desc(contentArticles.publishedAt), desc(contentArticles.id)).limit(1),
      ]);
      return { previous, next };
    },

    relatedArticles(slugs: string[]) {
      if (slugs.length === 0) return Promise.resolve([]);
      return db.select({ id: contentArticles.id, slug: contentArticles.slug, section: contentArticles.section, title: contentArticles.title })
        .from(contentArticles).where(and(inArray(contentArticles.slug, slugs), publishedBy(now())));
    },

    /** Products still on sale among `ids` (a withdrawn product is simply not linked). */
    relatedProducts(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select({ id: products.id, name: products.name, images: products.images })
        .from(products).where(and(inArray(products.id, ids), eq(products.status, 'on_sale')));
    },

    /**
     * A stored file's headers, without its bytes (a revalidation or a 404 reads no blob), and who may read it by its
     * plain id (`public`): a file of a published article, or an imported file; the console's own uploads of a draft or
     * scheduled article, and its inline pictures, need their key (`accessKey`).
     */
    async file(id: number) {
      const [row] = await db
        .select({
          id: contentFiles.id, kind: contentFiles.kind, name: contentFiles.name, mimeType: contentFiles.mimeType, size: contentFiles.size, sha256: contentFiles.sha256,
          accessKey: contentFiles.accessKey,
          public: sql<boolean>`CASE WHEN ${contentFiles.articleId} IS NOT NULL THEN coalesce(${publishedBy(now())}, false)
            ELSE ${contentFiles.slug} NOT LIKE 'console/%' END`,
        })
        .from(contentFiles).leftJoin(contentArticles, eq(contentArticles.id, contentFiles.articleId)).where(eq(contentFiles.id, id));
      return row;
    },

    /**
     * A stored file's bytes, or only those of `range` (inclusive): a video player asks range after range, and
     * each answer reads just its part instead of the whole video.
     */
    async fileData(id: number, range?: { start: number; end: number }): Promise<Buffer | undefined> {
      const data = range
        ? sql`substring(${contentFiles.data} from ${range.start + 1} for ${range.end - range.start + 1})`.mapWith(contentFiles.data)
        : contentFiles.data;
      const [row] = await db.select({ data }).from(contentFiles).where(eq(contentFiles.id, id));
      return row?.data;
    },

    async articleExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: contentArticles.id }).from(contentArticles).where(and(eq(contentArticles.id, id), publishedBy(now())));
      return Boolean(row);
    },

    /**
     * One row per reader, article and hour at most: a reader who reloads (or a script posting in a loop) does
     * not grow the table. True when a row was written.
     */
    async recordRead(userId: number, articleId: number): Promise<boolean> {
      const result = (await db.execute(sql`
        INSERT INTO ${contentReads} (user_id, article_id)
        SELECT ${userId}, ${articleId}
        WHERE NOT EXISTS (
          SELECT 1 FROM ${contentReads}
          WHERE user_id = ${userId} AND article_id = ${articleId} AND read_at > now() - interval '1 hour'
        )
        RETURNING id`)) as unknown as { rows: unknown[] };
      return result.rows.length > 0;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
