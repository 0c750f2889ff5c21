import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { contentArticles } from '../../db/schema/content';
import type { Db } from '../../db/types';
import { languages, localize, type Lang } from '../../i18n/language';
import { versionOf } from '../backoffice-catalogue/version';
import type { ArticleListInput, ArticleState } from './article-schemas';

const escaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The state staff see: status, with a published article whose time has not come shown as scheduled. */
export function stateOf(status: string, publishAt: Date | null, now: Date): ArticleState {
  if (status === 'published') return publishAt && publishAt > now ? 'scheduled' : 'published';
  return status as ArticleState;
}

/** Languages an article is not written in yet: its title or its body is blank there. */
export const missingLanguages = (row: { title: Partial<Record<Lang, string>>; body: Partial<Record<Lang, string>> }): Lang[] =>
  languages.filter((lang) => !row.title[lang]?.trim() || !row.body[lang]?.trim());

/** True where the article lacks `lang` (title or body blank), computed by the database: bodies stay unread. */
const lacks = (lang: Lang): SQL<boolean> => {
  const key = sql.raw(`'${lang}'`); // one of the four fixed language codes, never input
  return sql<boolean>`(coalesce(btrim(${contentArticles.title}->>${key}), '') = '' OR coalesce(btrim(${contentArticles.body}->>${key}), '') = '')`;
};

function stateFilter(state: ArticleState, now: Date): SQL {
  if (state === 'scheduled') return and(eq(contentArticles.status, 'published'), gt(contentArticles.publishAt, now))!;
  if (state === 'published') return and(eq(contentArticles.status, 'published'), or(isNull(contentArticles.publishAt), lte(contentArticles.publishAt, now)))!;
  return eq(contentArticles.status, state);
}

const sorts = { publishedAt: contentArticles.publishedAt, updatedAt: contentArticles.updatedAt, id: contentArticles.id };

/** The console's article list: every status, filtered, sorted and paged by the database. */
export async function listArticles(db: Db, input: ArticleListInput, lang: Lang, now: Date) {
  const conditions: SQL[] = [];
  if (input.section) conditions.push(eq(contentArticles.section, input.section));
  if (input.state) conditions.push(stateFilter(input.state, now));
  if (input.missing) conditions.push(lacks(input.missing));
  if (input.q) {
    const part = `%${escaped(input.q.toLowerCase())}%`;
    conditions.push(sql`(${contentArticles.searchText} LIKE ${part} ESCAPE '\\' OR ${contentArticles.slug} LIKE ${part} ESCAPE '\\')`);
  }
  const where = and(...conditions);
  const direction = input.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contentArticles.id, slug: contentArticles.slug, section: contentArticles.section, title: contentArticles.title,
        lacks: sql<string>`concat_ws(',', ${sql.join(languages.map((l) => sql`CASE WHEN ${lacks(l)} THEN ${l}::text END`), sql`, `)})`, status: contentArticles.status, publishAt: contentArticles.publishAt, publishedAt: contentArticles.publishedAt, updatedAt: versionOf(contentArticles.updatedAt),
      })
      .from(contentArticles)
      .where(where)
      .orderBy(direction(sorts[input.sort]), direction(contentArticles.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(contentArticles).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      section: row.section,
      title: localize(row.title, lang),
      state: stateOf(row.status, row.publishAt, now),
      publishedAt: row.publishedAt.toISOString(),
      updatedAt: row.updatedAt,
      missing: languages.filter((l) => row.lacks.split(',').includes(l)),
    })),
    total: counted?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
