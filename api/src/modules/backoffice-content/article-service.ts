import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type StaffActor } from '../staff/audit';
import { buildContentSearchText } from '../content/search-text';
import { sectionTypes } from '../content/sections';
import { listArticles, missingLanguages, stateOf } from './article-list';
import { createArticleRepository, fileOut } from './article-repository';
import type { ArticleListInput, ArticleRecord, ArticleSaveInput } from './article-schemas';
import { contentWrite } from './content-write';
import { renderBodies, sanitizeBodies, withoutBlanks } from './sanitize';

const stale = () => new AppError(409, 'staleRecord');

/** Study-zone and ECMT articles in the console (docs/backoffice-api.md, "Content"). `now` is the shop's clock. */
export function createArticleService(db: Db, now: () => Date) {
  return {
    list: (input: ArticleListInput, lang: Lang) => listArticles(db, input, lang, now()),

    async record(id: number): Promise<ArticleRecord> {
      const repository = createArticleRepository(db);
      const row = await repository.find(id);
      if (!row) throw notFound();
      const files = await repository.files(id);
      const one = (fileId: number | undefined | null) => files.find((file) => file.id === fileId);
      const cover = one(row.coverFileId);
      const video = one(row.video?.fileId);
      return {
        id: row.id, version: row.version, slug: row.slug, section: row.section, status: row.status,
        state: stateOf(row.status, row.publishAt, now()),
        // Always sanitised HTML for the editor: an imported Markdown body is rendered, an imported HTML one cleaned.
        title: row.title, summary: row.summary, body: renderBodies(row.body, row.bodyFormat), bodyFormat: row.bodyFormat, author: row.author, tags: row.tags,
        publishedAt: row.publishedAt.toISOString(), missing: missingLanguages(row),
        files: files.filter((file) => file.kind === 'attachment').map(fileOut),
        cover: cover ? fileOut(cover) : null,
        video: video ? fileOut(video) : null,
        captions: (row.video?.captions ?? []).flatMap((track) => {
          const file = one(track.fileId);
          return file ? [{ lang: track.lang, file: fileOut(file) }] : [];
        }),
      };
    },

    /**
     * Creates (as a draft) or edits an article. The body is sanitised as an import's is and stored as HTML;
     * search_text is rebuilt from what was saved. An edit is applied only at the version it was read at.
     */
    async save(actor: StaffActor, input: ArticleSaveInput): Promise<{ id: number; version: string }> {
      return contentWrite(db, async (tx) => {
        const repository = createArticleRepository(tx);
        const before = input.id === undefined ? undefined : await repository.find(input.id);
        if (input.id !== undefined && !before) throw notFound();
        if (before && before.version !== input.version) throw stale();
        if (await repository.slugTaken(input.slug, input.id)) throw new AppError(409, 'articleSlugTaken');
        const title = withoutBlanks(input.title);
        const summary = withoutBlanks(input.summary);
        const body = sanitizeBodies(input.body);
        const tags = Object.fromEntries(Object.entries(input.tags).filter(([, list]) => list.length > 0));
        const { contentType, ecmtType } = sectionTypes[input.section];
        const fields = {
          slug: input.slug, section: input.section, contentType, ecmtType: ecmtType ?? null, title, summary, body, bodyFormat: 'html' as const,
          languages: (['zh', 'en', 'ja', 'ko'] as const).filter((lang) => title[lang] && body[lang]),
          author: input.author, tags, searchText: buildContentSearchText({ title, summary, tags, author: input.author }),
        };
        const saved = before
          ? await repository.update(before.id, input.version!, fields)
          : await repository.insert({ ...fields, status: 'draft', publishedAt: now() });
        if (!saved) throw stale();
        const after = await repository.find(saved.id);
        await recordAudit(tx, actor, { action: before ? 'article.update' : 'article.create', entity: 'article', entityId: saved.id, before, after });
        return saved;
      });
    },
  };
}
