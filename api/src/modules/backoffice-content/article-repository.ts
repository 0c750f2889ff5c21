import { and, asc, eq, sql } from 'drizzle-orm';
import { contentArticles, contentFiles } from '../../db/schema/content';
import type { Db } from '../../db/types';
import { atVersion, nextVersion, versionOf } from '../backoffice-catalogue/version';
import { keyedFileUrl } from '../content/service';
import type { ContentFileOut } from './article-schemas';

export type ArticleFields = Omit<typeof contentArticles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
const fileColumns = { id: contentFiles.id, kind: contentFiles.kind, name: contentFiles.name, mimeType: contentFiles.mimeType, size: contentFiles.size, accessKey: contentFiles.accessKey };
/** A file as the console shows it, linked with its key: a draft's files open for staff (content/routes.ts). */
export const fileOut = ({ accessKey, ...file }: { id: number; kind: string; name: string; mimeType: string; size: number; accessKey: string }): ContentFileOut => ({
  ...file,
  url: keyedFileUrl(file.id, accessKey),
});

/** The console's reads and writes of one article; every edit is conditional on the version the client read. */
export function createArticleRepository(db: Db) {
  return {
    async find(id: number) {
      const [row] = await db.select({ row: contentArticles, version: versionOf(contentArticles.updatedAt) }).from(contentArticles).where(eq(contentArticles.id, id));
      if (!row) return undefined;
      const { searchText: _, ...fields } = row.row;
      return { ...fields, version: row.version };
    },

    /** Files stored with the article (attachments in their order, its cover and video), without their bytes. */
    files: (articleId: number) =>
      db.select(fileColumns).from(contentFiles).where(eq(contentFiles.articleId, articleId)).orderBy(asc(contentFiles.sort), asc(contentFiles.id)),

    async file(id: number) {
      const [row] = await db.select({ ...fileColumns, articleId: contentFiles.articleId }).from(contentFiles).where(eq(contentFiles.id, id));
      return row;
    },

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db.select({ id: contentArticles.id }).from(contentArticles).where(eq(contentArticles.slug, slug));
      return row !== undefined && row.id !== exceptId;
    },

    async insert(fields: ArticleFields) {
      const [row] = await db.insert(contentArticles).values(fields).returning({ id: contentArticles.id, version: versionOf(contentArticles.updatedAt) });
      return row!;
    },

    /** undefined when the row is no longer at `version` (someone else saved meanwhile). */
    async update(id: number, version: string, fields: Partial<ArticleFields>) {
      const [row] = await db
        .update(contentArticles)
        .set({ ...fields, updatedAt: nextVersion(contentArticles.updatedAt) })
        .where(and(eq(contentArticles.id, id), atVersion(contentArticles.updatedAt, version)))
        .returning({ id: contentArticles.id, version: versionOf(contentArticles.updatedAt) });
      return row;
    },

    async remove(id: number, version: string): Promise<boolean> {
      const rows = await db.delete(contentArticles).where(and(eq(contentArticles.id, id), atVersion(contentArticles.updatedAt, version))).returning({ id: contentArticles.id });
      return rows.length > 0;
    },

    /** The next place in the article's attachment list. */
    async nextSort(articleId: number): Promise<number> {
      const [row] = await db.select({ next: sql<number>`coalesce(max(${contentFiles.sort}), -1)::int + 1` }).from(contentFiles).where(eq(contentFiles.articleId, articleId));
      return row?.next ?? 0;
    },
  };
}
export type ArticleRepository = ReturnType<typeof createArticleRepository>;
