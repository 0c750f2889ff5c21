import { and, asc, eq } from 'drizzle-orm';
import { contentPages } from '../../db/schema/content-pages';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { atVersion, nextVersion, versionOf } from '../backoffice-catalogue/version';
import { recordAudit, type StaffActor } from '../staff/audit';
import { contentWrite } from './content-write';
import type { PageSaveInput } from './help-schemas';

const stale = () => new AppError(409, 'staleRecord');

/** The company pages in the console: listed, read and saved whole at the version read (the storefront reads them uncached). */
export function createPageService(db: Db) {
  const page = async (tx: Db, slug: string) => {
    const [row] = await tx.select({ row: contentPages, version: versionOf(contentPages.updatedAt) }).from(contentPages).where(eq(contentPages.slug, slug));
    return row ? { slug: row.row.slug, version: row.version, title: row.row.title, lead: row.row.lead, sections: row.row.sections, revised: row.row.revised } : undefined;
  };

  return {
    async pages(lang: Lang) {
      const rows = await db.select({ slug: contentPages.slug, title: contentPages.title, revised: contentPages.revised, version: versionOf(contentPages.updatedAt) }).from(contentPages).orderBy(asc(contentPages.slug));
      return rows.map((row) => ({ ...row, title: localize(row.title, lang) }));
    },

    async page(slug: string) {
      const row = await page(db, slug);
      if (!row) throw notFound();
      return row;
    },

    savePage: (actor: StaffActor, input: PageSaveInput) =>
      contentWrite(db, async (tx) => {
        const before = await page(tx, input.slug);
        if (!before) throw notFound();
        const { slug, version, ...fields } = input;
        const [saved] = await tx.update(contentPages).set({ ...fields, updatedAt: nextVersion(contentPages.updatedAt) })
          .where(and(eq(contentPages.slug, slug), atVersion(contentPages.updatedAt, version))).returning({ version: versionOf(contentPages.updatedAt) });
        if (!saved) throw stale();
        await recordAudit(tx, actor, { action: 'page.update', entity: 'content_page', entityId: slug, before, after: await page(tx, slug) });
        return { slug, version: saved.version };
      }),
  };
}
