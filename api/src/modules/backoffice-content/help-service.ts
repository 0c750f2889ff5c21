import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { helpCategories, helpQuestions } from '../../db/schema/help';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { helpSearchText } from '../../db/seed/help-service/seed-help-service';
import { atVersion, nextVersion, versionOf } from '../backoffice-catalogue/version';
import { recordAudit, type StaffActor } from '../staff/audit';
import { contentWrite } from './content-write';
import type { HelpListInput, HelpSaveInput } from './help-schemas';

const stale = () => new AppError(409, 'staleRecord');
const escaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const questionColumns = {
  id: helpQuestions.id, version: versionOf(helpQuestions.updatedAt), categoryId: helpQuestions.categoryId, title: helpQuestions.title,
  popular: helpQuestions.popular, published: helpQuestions.published, sort: helpQuestions.sort,
};

/** Help questions in the console (the help centre reads them uncached: a save shows at once). */
export function createHelpContentService(db: Db) {
  const question = async (tx: Db, id: number) => {
    const [row] = await tx.select({ ...questionColumns, answer: helpQuestions.answer }).from(helpQuestions).where(eq(helpQuestions.id, id));
    return row;
  };

  return {
    async questions(input: HelpListInput) {
      const conditions: SQL[] = [];
      if (input.categoryId) conditions.push(eq(helpQuestions.categoryId, input.categoryId));
      if (input.published !== undefined) conditions.push(eq(helpQuestions.published, input.published));
      if (input.q) conditions.push(sql`${helpQuestions.searchText} LIKE ${`%${escaped(input.q.toLowerCase())}%`} ESCAPE '\\'`);
      const where = and(...conditions);
      const [items, [counted]] = await Promise.all([
        db.select(questionColumns).from(helpQuestions).where(where).orderBy(asc(helpQuestions.categoryId), asc(helpQuestions.sort), asc(helpQuestions.id))
          .limit(input.pageSize).offset((input.page - 1) * input.pageSize),
        db.select({ total: count() }).from(helpQuestions).where(where),
      ]);
      return { items, total: counted?.total ?? 0, page: input.page, pageSize: input.pageSize };
    },

    async question(id: number) {
      const row = await question(db, id);
      if (!row) throw notFound();
      return row;
    },

    /** Creates or edits a question at the version read; its search text is rebuilt from what is saved. */
    saveQuestion: (actor: StaffActor, input: HelpSaveInput) =>
      contentWrite(db, async (tx) => {
        const before = input.id === undefined ? undefined : await question(tx, input.id);
        if (input.id !== undefined && !before) throw notFound();
        const [category] = await tx.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, input.categoryId));
        if (!category) throw new AppError(400, 'badRequest');
        const { id: _, version: __, ...fields } = input;
        const row = { ...fields, searchText: helpSearchText(input.title, input.answer) };
        const returning = { id: helpQuestions.id, version: versionOf(helpQuestions.updatedAt) };
        const [saved] = before
          ? await tx.update(helpQuestions).set({ ...row, updatedAt: nextVersion(helpQuestions.updatedAt) }).where(and(eq(helpQuestions.id, before.id), atVersion(helpQuestions.updatedAt, input.version!))).returning(returning)
          : await tx.insert(helpQuestions).values(row).returning(returning);
        if (!saved) throw stale();
        await recordAudit(tx, actor, { action: before ? 'help.update' : 'help.create', entity: 'help_question', entityId: saved.id, before, after: await question(tx, saved.id) });
        return saved;
      }),

    removeQuestion: (actor: StaffActor, id: number, version: string) =>
      contentWrite(db, async (tx) => {
        const before = await question(tx, id);
        if (!before) throw notFound();
        const gone = await tx.delete(helpQuestions).where(and(eq(helpQuestions.id, id), atVersion(helpQuestions.updatedAt, version))).returning({ id: helpQuestions.id });
        if (gone.length === 0) throw stale();
        await recordAudit(tx, actor, { action: 'help.delete', entity: 'help_question', entityId: id, before });
      }),
  };
}
