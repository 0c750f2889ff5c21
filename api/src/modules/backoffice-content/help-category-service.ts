import { and, asc, count, eq } from 'drizzle-orm';
import { helpCategories, helpQuestions } from '../../db/schema/help';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../backoffice-catalogue/catalogue-write';
import { atVersion, nextVersion, versionOf } from '../backoffice-catalogue/version';
import { recordAudit, type StaffActor } from '../staff/audit';
import { contentWrite } from './content-write';
import type { HelpCategorySaveInput } from './help-category-schemas';

const stale = () => new AppError(409, 'staleRecord');
const slugTaken = () => new AppError(409, 'helpCategorySlugTaken');
const inUse = () => new AppError(409, 'helpCategoryInUse');
const columns = { id: helpCategories.id, version: versionOf(helpCategories.updatedAt), slug: helpCategories.slug, name: helpCategories.name, sort: helpCategories.sort };

/** The help centre's groups (the help home's topics): listed with their question counts, saved and deleted at the version read. */
export function createHelpCategoryService(db: Db) {
  const find = async (tx: Db, id: number) => {
    const [row] = await tx.select(columns).from(helpCategories).where(eq(helpCategories.id, id));
    return row;
  };
  const questionCount = async (tx: Db, id: number) => {
    const [row] = await tx.select({ total: count() }).from(helpQuestions).where(eq(helpQuestions.categoryId, id));
    return row?.total ?? 0;
  };

  return {
    async list() {
      const [rows, counts] = await Promise.all([
        db.select(columns).from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id)),
        db.select({ categoryId: helpQuestions.categoryId, total: count() }).from(helpQuestions).groupBy(helpQuestions.categoryId),
      ]);
      const byCategory = new Map(counts.map((c) => [c.categoryId, c.total]));
      return rows.map((row) => ({ ...row, questionCount: byCategory.get(row.id) ?? 0 }));
    },

    /** Creates or edits a group; a slug another group has → 409 helpCategorySlugTaken, nothing written. */
    async save(actor: StaffActor, input: HelpCategorySaveInput) {
      const fields = { slug: input.slug, name: input.name, sort: input.sort };
      try {
        return await contentWrite(db, async (tx) => {
          const before = input.id === undefined ? undefined : await find(tx, input.id);
          if (input.id !== undefined && !before) throw notFound();
          const [other] = await tx.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.slug, input.slug));
          if (other && other.id !== input.id) throw slugTaken();
          const returning = { id: helpCategories.id, version: versionOf(helpCategories.updatedAt) };
          const [saved] = before
            ? await tx.update(helpCategories).set({ ...fields, updatedAt: nextVersion(helpCategories.updatedAt) })
                .where(and(eq(helpCategories.id, before.id), atVersion(helpCategories.updatedAt, input.version!))).returning(returning)
            : await tx.insert(helpCategories).values(fields).returning(returning);
          if (!saved) throw stale();
          await recordAudit(tx, actor, {
            action: `help_category.${before ? 'update' : 'create'}`, entity: 'help_category', entityId: saved.id, before, after: await find(tx, saved.id),
          });
          return saved;
        });
      } catch (error) {
        // Two saves giving the same new slug at the same moment: the unique index lets one through.
        throw isUniqueViolation(error, 'help_categories_slug_unique') ? slugTaken() : error;
      }
    },

    /** Deletes an empty group; one still holding questions (published or not) → 409 helpCategoryInUse. */
    async remove(actor: StaffActor, id: number, version: string) {
      try {
        await contentWrite(db, async (tx) => {
          const before = await find(tx, id);
          if (!before) throw notFound();
          if ((await questionCount(tx, id)) > 0) throw inUse();
          const gone = await tx.delete(helpCategories).where(and(eq(helpCategories.id, id), atVersion(helpCategories.updatedAt, version))).returning({ id: helpCategories.id });
          if (gone.length === 0) throw stale();
          await recordAudit(tx, actor, { action: 'help_category.delete', entity: 'help_category', entityId: id, before });
        });
      } catch (error) {
        // A question filed under it between the count and the delete (the key is ON DELETE RESTRICT).
        throw isForeignKeyViolation(error) ? inUse() : error;
      }
    },
  };
}
