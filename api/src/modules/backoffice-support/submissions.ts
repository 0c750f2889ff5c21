import { and, count, eq, inArray } from 'drizzle-orm';
import { formDefinitions, formSubmissions } from '../../db/schema/forms';
import { uploadedFiles } from '../../db/schema/uploads';
import type { Db } from '../../db/types';
import { localize } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { createFormsOps, toCsv } from '../../ops/forms-ops';
import { createHomeContentService } from '../backoffice-content/home-service';
import { formLink } from '../forms/form-link';
import type { StaffActor } from '../staff/audit';
import { staffFileUrl } from './files';

/** The most rows one CSV export holds (the command line's export has the same shape, with --limit). */
export const EXPORT_LIMIT = 10_000;

const formOf = async (db: Db, formKey: string) => {
  const [form] = await db.select().from(formDefinitions).where(eq(formDefinitions.formKey, formKey));
  if (!form) throw notFound();
  return form;
};

/** One form's submissions with their files (served to staff), and its CSV: the rows `npm run forms` reads and exports. */
export function createSubmissions(db: Db) {
  const ops = createFormsOps(db);
  return {
    async page(formKey: string, page: number, pageSize: number) {
      const form = await formOf(db, formKey);
      const [rows, [total]] = await Promise.all([
        ops.ofForm(form.id, pageSize, (page - 1) * pageSize),
        db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.formId, form.id)),
      ]);
      const files = rows.length === 0 ? [] : await db
        .select({ id: uploadedFiles.id, ownerId: uploadedFiles.ownerId, field: uploadedFiles.field, fileName: uploadedFiles.fileName, mimeType: uploadedFiles.mimeType, size: uploadedFiles.size })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.ownerKind, 'form_submission'), inArray(uploadedFiles.ownerId, rows.map((r) => r.id))));
      return {
        items: rows.map((row) => ({
          ref: row.ref, account: row.account, lang: row.lang, createdAt: row.createdAt, values: row.values,
          files: files.filter((f) => f.ownerId === row.id).map(({ ownerId: _, ...f }) => ({ ...f, url: staffFileUrl(f.id) })),
        })),
        total: total?.n ?? 0, page, pageSize,
      };
    },

    /** The CSV of `npm run forms -- export --csv` (forms-ops toCsv: cells that would start a formula are quoted). */
    async csv(formKey: string) {
      const form = await formOf(db, formKey);
      return toCsv(await ops.ofForm(form.id, EXPORT_LIMIT));
    },

    /** A carousel banner on the home page that opens the form, made through the content module's own banner save. */
    async banner(actor: StaffActor, formKey: string, image: string, sort: number) {
      const form = await formOf(db, formKey);
      const subtitle = Object.fromEntries(Object.entries(form.intro).map(([lang, text]) => [lang, [...text].slice(0, 200).join('').trim() || localize(form.title, 'zh')]));
      const link = formLink(form.kind, form.formKey);
      const saved = await createHomeContentService(db).saveBanner(actor, {
        kind: 'carousel', title: form.title, subtitle: subtitle as typeof form.intro, image, link, sort, active: true, startsAt: null, endsAt: null,
      });
      return { id: saved.id, link };
    },
  };
}
