import type { ContentSection } from '../../db/schema/content';
import { AppError } from '../../lib/app-error';
import { localize, type Lang } from '../../i18n/language';
import { renderBody } from './render-body';
import type { ArticleListRow, ContentRepository, FileInfoRow } from './repository';
import type { ArticleCard, ArticleDetail, DetailSection } from './schemas';

/** Where a stored file is served (GET /api/content/file/:id). */
export const fileUrl = (id: number) => `/api/content/file/${id}`;
/** The same with the file's key: opens it whatever its article's state (the console's links). */
export const keyedFileUrl = (id: number, accessKey: string) => `${fileUrl(id)}?k=${accessKey}`;

const fileOf = (file: FileInfoRow) => ({ id: file.id, name: file.name, mimeType: file.mimeType, size: file.size, url: fileUrl(file.id) });

function cardOf(row: ArticleListRow, files: FileInfoRow[], lang: Lang): ArticleCard {
  return {
    id: row.id,
    section: row.section,
    contentType: row.contentType,
    ecmtType: row.ecmtType,
    title: localize(row.title, lang),
    summary: localize(row.summary, lang),
    author: row.author,
    tags: row.tags[lang] ?? row.tags.zh ?? [],
    cover: row.coverFileId ? fileUrl(row.coverFileId) : null,
    hasVideo: row.video !== null,
    publishedAt: row.publishedAt.toISOString(),
    files: files.filter((file) => file.articleId === row.id).map(fileOf),
  };
}

/** Study-zone reads: localized lists with search, and details with a sanitized body (docs/content-api.md). */
export function createContentService(repository: ContentRepository) {
  return {
    async page(input: { section: ContentSection; page: number; pageSize: number; keyword?: string | undefined }, lang: Lang) {
      const { rows, total } = await repository.page(input.section, input.page, input.pageSize, input.keyword);
      const files = await repository.attachments(rows.map((row) => row.id));
      return { items: rows.map((row) => cardOf(row, files, lang)), total, page: input.page, pageSize: input.pageSize };
    },

    async detail(id: number, section: DetailSection, lang: Lang): Promise<ArticleDetail> {
      const row = await repository.byId(id);
      const inSection = section === 'ecmt' ? row?.ecmtType != null : row?.section === section;
      if (!row || !inSection) throw new AppError(404, 'articleNotFound');
      const [files, { previous, next }, related, productRows] = await Promise.all([
        repository.attachments([row.id]),
        repository.neighbours(row),
        repository.relatedArticles(row.relatedSlugs),
        repository.relatedProducts(row.relatedProductIds),
      ]);
      const source = row.body[lang] ? { text: row.body[lang] } : { text: row.body.zh ?? '' };
      const link = (item: { id: number; title: Partial<Record<Lang, string>> } | undefined) => (item ? { id: item.id, title: localize(item.title, lang) } : null);
      return {
        ...cardOf(row, files, lang),
        bodyHtml: renderBody(source.text, row.bodyFormat),
        languages: row.languages,
        updatedAt: row.updatedAt.toISOString(),
        video: row.video
          ? { url: fileUrl(row.video.fileId), mimeType: row.video.mimeType, captions: row.video.captions.map((c) => ({ lang: c.lang, url: fileUrl(c.fileId) })) }
          : null,
        // In the order the author listed them.
        relatedProducts: row.relatedProductIds
          .map((pid) => productRows.find((p) => p.id === pid))
          .filter((p) => p !== undefined)
          .map((p) => ({ id: p.id, name: localize(p.name, lang), image: p.images[0] ?? null })),
        relatedArticles: row.relatedSlugs
          .map((slug) => related.find((r) => r.slug === slug))
          .filter((r) => r !== undefined)
          .map((r) => ({ id: r.id, section: r.section, title: localize(r.title, lang) })),
        previous: link(previous),
        next: link(next),
      };
    },
  };
}
