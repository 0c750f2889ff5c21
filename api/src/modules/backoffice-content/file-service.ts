import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { contentArticles, contentFiles } from '../../db/schema/content';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { nameForType } from '../forms/file-type';
import { recordAudit, type StaffActor } from '../staff/audit';
import { createArticleRepository, fileOut } from './article-repository';
import type { ContentFileOut } from './article-schemas';
import { contentWrite } from './content-write';
import type { Lang } from '../../i18n/language';
import { ALLOWED, detectContentType, mediaName, type ContentFileKind } from './file-type';

type Upload = { kind: ContentFileKind; articleId?: number | undefined; lang?: Lang | undefined; fileName: string; bytes: Buffer };

/**
 * Files staff attach in the console, stored where imported ones are (content_files, served by
 * /api/content/file/:id with nosniff and a sandboxing CSP). The type comes from the bytes (file-type.ts) and
 * names the file; a cover or video replaces the article's own without changing its version (an editor open on
 * the article can still save: its save never touches them).
 */
export function createContentFileService(db: Db) {
  return {
    async upload(actor: StaffActor, { kind, articleId, lang, fileName, bytes }: Upload): Promise<ContentFileOut> {
      const type = detectContentType(bytes);
      if (!type || !ALLOWED[kind].includes(type)) throw new AppError(400, 'contentFileType');
      if ((kind !== 'image' && articleId === undefined) || (kind === 'captions') !== (lang !== undefined)) throw new AppError(400, 'badRequest');
      const name = type === 'video/mp4' || type === 'video/webm' || type === 'text/vtt' ? mediaName(fileName, type) : nameForType(fileName, type);
      // Served as the import serves its captions (content/file-types.ts), so the player reads them as UTF-8.
      const mimeType = type === 'text/vtt' ? 'text/vtt; charset=utf-8' : type;
      return contentWrite(db, async (tx) => {
        const repository = createArticleRepository(tx);
        const article = articleId === undefined ? undefined : await repository.find(articleId);
        if (articleId !== undefined && !article) throw notFound();
        // Captions belong to the article's video: without one there is nothing to caption.
        if (kind === 'captions' && !article?.video) throw new AppError(400, 'contentFileType');
        const [saved] = await tx
          .insert(contentFiles)
          .values({
            slug: `console/${randomUUID()}/${name}`,
            kind: kind === 'image' ? 'cover' : kind,
            name, mimeType, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), data: bytes,
            articleId: article?.id ?? null,
            sort: article && kind === 'attachment' ? await repository.nextSort(article.id) : 0,
          })
          .returning({ id: contentFiles.id, kind: contentFiles.kind, name: contentFiles.name, mimeType: contentFiles.mimeType, size: contentFiles.size, accessKey: contentFiles.accessKey });
        if (article && kind === 'cover') await tx.update(contentArticles).set({ coverFileId: saved!.id }).where(eq(contentArticles.id, article.id));
        if (article && kind === 'video') {
          await tx.update(contentArticles).set({ video: { fileId: saved!.id, mimeType: type, captions: [] } }).where(eq(contentArticles.id, article.id));
        }
        if (article?.video && kind === 'captions') {
          const captions = [...article.video.captions.filter((track) => track.lang !== lang), { lang: lang!, fileId: saved!.id }];
          await tx.update(contentArticles).set({ video: { ...article.video, captions } }).where(eq(contentArticles.id, article.id));
        }
        await recordAudit(tx, actor, { action: `article.file.${kind}`, entity: 'content_file', entityId: saved!.id, after: { articleId: article?.id ?? null, name, mimeType, size: bytes.length, ...(lang ? { lang } : {}) } });
        return fileOut(saved!);
      });
    },

    /** Takes a file off its article (unlisted; a shopper's open link keeps working, as after an import). */
    async detach(actor: StaffActor, fileId: number): Promise<void> {
      await contentWrite(db, async (tx) => {
        const repository = createArticleRepository(tx);
        const file = await repository.file(fileId);
        if (!file || file.articleId === null) throw notFound();
        const article = await repository.find(file.articleId);
        if (article?.coverFileId === fileId) await tx.update(contentArticles).set({ coverFileId: null }).where(eq(contentArticles.id, article.id));
        if (article?.video?.fileId === fileId) await tx.update(contentArticles).set({ video: null }).where(eq(contentArticles.id, article.id));
        else if (article?.video?.captions.some((track) => track.fileId === fileId)) {
          const captions = article.video.captions.filter((track) => track.fileId !== fileId);
          await tx.update(contentArticles).set({ video: { ...article.video, captions } }).where(eq(contentArticles.id, article.id));
        }
        await tx.update(contentFiles).set({ articleId: null }).where(eq(contentFiles.id, fileId));
        await recordAudit(tx, actor, { action: 'article.file.detach', entity: 'content_file', entityId: fileId, before: { articleId: file.articleId, name: file.name } });
      });
    },
  };
}
