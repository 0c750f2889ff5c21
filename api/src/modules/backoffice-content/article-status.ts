import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type StaffActor } from '../staff/audit';
import { createArticleRepository } from './article-repository';
import { contentWrite } from './content-write';

const stale = () => new AppError(409, 'staleRecord');
type ArticleStatus = 'draft' | 'published' | 'archived';

/** An article's publication (now or scheduled), unpublication, archiving and deletion, at the version read. */
export function createArticleStatusService(db: Db, now: () => Date) {
  return {
    /** Publish (now, or at `publishAt`: scheduled), back to draft, or archive; at the version read. */
    async setStatus(actor: StaffActor, id: number, version: string, status: ArticleStatus, publishAt?: string) {
      return contentWrite(db, async (tx) => {
        const repository = createArticleRepository(tx);
        const before = await repository.find(id);
        if (!before) throw notFound();
        if (before.version !== version) throw stale();
        if (status === 'published' && (!before.title.zh || !before.body.zh)) throw new AppError(400, 'articleIncomplete');
        // The shown date is the publication's; a scheduled one is hidden until publish_at (content/published.ts).
        const at = publishAt ? new Date(publishAt) : now();
        const change = status === 'published' ? { status, publishedAt: at, publishAt: publishAt ? at : null } : { status, publishAt: null };
        const saved = await repository.update(id, version, change);
        if (!saved) throw stale();
        await recordAudit(tx, actor, {
          action: `article.${status === 'published' ? (publishAt ? 'schedule' : 'publish') : status === 'draft' ? 'unpublish' : 'archive'}`,
          entity: 'article', entityId: id,
          before: { status: before.status, publishedAt: before.publishedAt, publishAt: before.publishAt },
          after: change,
        });
        return saved;
      });
    },

    /** Deletes an article (its files stay stored, unlisted, as an import's dropped files do); at the version read. */
    async remove(actor: StaffActor, id: number, version: string): Promise<void> {
      await contentWrite(db, async (tx) => {
        const repository = createArticleRepository(tx);
        const before = await repository.find(id);
        if (!before) throw notFound();
        if (!(await repository.remove(id, version))) throw stale();
        await recordAudit(tx, actor, { action: 'article.delete', entity: 'article', entityId: id, before });
      });
    },
  };
}
