import { asc, count, eq, getTableColumns, max } from 'drizzle-orm';
import { formDefinitions, formSubmissions, type FormField, type FormKind } from '../../db/schema/forms';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { nextVersion, versionOf } from '../backoffice-catalogue/version';
import { contentWrite } from '../backoffice-content/content-write';
import { formLink } from '../forms/form-link';
import { recordAudit, type StaffActor } from '../staff/audit';
import type { FormSaveInput } from './form-schemas';

/** Staff create and edit activity forms; the paper, cooperation and feedback forms' fields are the shop's own, only opened and closed here. */
const editable = (kind: FormKind) => kind === 'common';
const columns = { ...getTableColumns(formDefinitions), version: versionOf(formDefinitions.updatedAt) };
type Row = { formKey: string; kind: FormKind; title: unknown; intro: unknown; fields: unknown; open: boolean; onSpecialOffers: boolean };
const audited = (row: Row) => ({ kind: row.kind, title: row.title, intro: row.intro, fields: row.fields, open: row.open, onSpecialOffers: row.onSpecialOffers });

/**
 * The console's form definitions: listed with their submissions, created, edited whole and opened/closed at their
 * version, each write audited in its transaction. Written as content is (contentWrite): the special-offers page
 * lists open forms, and its cached answers and pages are dropped with the change.
 */
export function createFormDefinitions(db: Db, actor: StaffActor) {
  const locked = async (tx: Db, formKey: string, version: string) => {
    const [row] = await tx.select(columns).from(formDefinitions).where(eq(formDefinitions.formKey, formKey)).for('update');
    if (!row) throw notFound();
    if (row.version !== version) throw new AppError(409, 'staleRecord');
    return row;
  };
  const update = async (tx: Db, id: number, set: Partial<typeof formDefinitions.$inferInsert>) => {
    const [after] = await tx.update(formDefinitions).set({ ...set, updatedAt: nextVersion(formDefinitions.updatedAt) }).where(eq(formDefinitions.id, id)).returning(columns);
    return after!;
  };
  const saved = (row: { formKey: string; version: string; open: boolean }) => ({ formId: row.formKey, version: row.version, open: row.open });

  return {
    async list(kind: FormKind | undefined, lang: Lang) {
      const rows = await db
        .select({ ...columns, submissions: count(formSubmissions.id), last: max(formSubmissions.createdAt) })
        .from(formDefinitions)
        .leftJoin(formSubmissions, eq(formSubmissions.formId, formDefinitions.id))
        .where(kind ? eq(formDefinitions.kind, kind) : undefined)
        .groupBy(formDefinitions.id)
        .orderBy(asc(formDefinitions.kind), asc(formDefinitions.formKey));
      return rows.map((row) => ({
        formId: row.formKey, kind: row.kind, title: localize(row.title, lang), open: row.open, onSpecialOffers: row.onSpecialOffers, editable: editable(row.kind),
        submissions: Number(row.submissions), lastSubmissionAt: row.last ? new Date(row.last).toISOString() : null, version: row.version,
      }));
    },

    async detail(formKey: string) {
      const [row] = await db.select(columns).from(formDefinitions).where(eq(formDefinitions.formKey, formKey));
      if (!row) throw notFound();
      return {
        formId: row.formKey, kind: row.kind, title: row.title, intro: row.intro, fields: row.fields, open: row.open,
        onSpecialOffers: row.onSpecialOffers, editable: editable(row.kind), version: row.version, link: formLink(row.kind, row.formKey),
      };
    },

    /** Without a version: a new activity form (closed until staff open it; 409 formKeyTaken for a taken key). With one: the whole form replaced. */
    save: (input: FormSaveInput) =>
      contentWrite(db, async (tx) => {
        const values = { title: input.title, intro: input.intro, fields: input.fields as FormField[], onSpecialOffers: input.onSpecialOffers };
        if (input.version === undefined) {
          const [created] = await tx.insert(formDefinitions).values({ formKey: input.formId, kind: 'common', open: false, ...values })
            .onConflictDoNothing({ target: formDefinitions.formKey }).returning(columns);
          if (!created) throw new AppError(409, 'formKeyTaken');
          await recordAudit(tx, actor, { action: 'form.create', entity: 'form', entityId: input.formId, after: audited(created) });
          return saved(created);
        }
        const row = await locked(tx, input.formId, input.version);
        if (!editable(row.kind)) throw new AppError(409, 'formNotEditable');
        const after = await update(tx, row.id, values);
        await recordAudit(tx, actor, { action: 'form.update', entity: 'form', entityId: input.formId, before: audited(row), after: audited(after) });
        return saved(after);
      }),

    /** A closed form still shows (with a notice) but takes no submission. */
    setOpen: (formKey: string, version: string, open: boolean) =>
      contentWrite(db, async (tx) => {
        const row = await locked(tx, formKey, version);
        const after = await update(tx, row.id, { open });
        await recordAudit(tx, actor, { action: open ? 'form.open' : 'form.close', entity: 'form', entityId: formKey, before: { open: row.open }, after: { open } });
        return saved(after);
      }),
  };
}
