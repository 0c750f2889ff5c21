import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema/auth';
import { afterSalesRequests } from '../db/schema/after-sales';
import { formDefinitions, formSubmissions, type FormKind } from '../db/schema/forms';
import { orders } from '../db/schema/orders';
import { uploadedFiles, type UploadOwnerKind } from '../db/schema/uploads';
import type { Db } from '../db/types';
import { csvLine } from '../lib/csv-cell';

/** Every kind staff read: the four form kinds and after-sales requests. */
export const submissionKinds = ['common', 'paper', 'cooperation', 'feedback', 'after-sales'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** One submission as staff see it: flat, so it prints as a line and exports as a CSV row. */
export type SubmissionRow = {
  /** The row id in its own table (form_submissions or after_sales_requests). */
  id: number;
  ref: string;
  kind: SubmissionKind;
  form: string;
  account: string;
  lang: string;
  createdAt: string;
  status: string;
  files: number;
  values: Record<string, unknown>;
};

const fileCounts = async (db: Db, kind: UploadOwnerKind, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ ownerId: uploadedFiles.ownerId, n: sql<number>`count(*)::int` })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerKind, kind), inArray(uploadedFiles.ownerId, ids)))
    .groupBy(uploadedFiles.ownerId);
  return new Map(rows.map((r) => [r.ownerId, Number(r.n)]));
};

/** Reads submissions for `npm run forms` (staff only: it opens the database directly). */
export function createFormsOps(db: Db) {
  async function formRows(where: SQL | undefined, limit: number, offset = 0): Promise<SubmissionRow[]> {
    const rows = await db
      .select({ s: formSubmissions, formKey: formDefinitions.formKey, account: users.account })
      .from(formSubmissions)
      .innerJoin(formDefinitions, eq(formDefinitions.id, formSubmissions.formId))
      .leftJoin(users, eq(users.id, formSubmissions.userId))
      .where(where)
      .orderBy(desc(formSubmissions.id))
      .limit(limit)
      .offset(offset);
    const files = await fileCounts(db, 'form_submission', rows.map((r) => r.s.id));
    return rows.map(({ s, formKey, account }) => ({
      id: s.id, ref: `F${s.id}`, kind: s.kind, form: formKey, account: account ?? '(guest)', lang: s.lang, createdAt: s.createdAt.toISOString(), status: '', files: files.get(s.id) ?? 0, values: s.values,
    }));
  }

  async function afterSalesRows(where: SQL | undefined, limit: number): Promise<SubmissionRow[]> {
    const rows = await db
      .select({ r: afterSalesRequests, orderNo: orders.orderNo, account: users.account })
      .from(afterSalesRequests)
      .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
      .innerJoin(users, eq(users.id, afterSalesRequests.userId))
      .where(where)
      .orderBy(desc(afterSalesRequests.id))
      .limit(limit);
    const files = await fileCounts(db, 'after_sales', rows.map((r) => r.r.id));
    return rows.map(({ r, orderNo, account }) => ({
      id: r.id, ref: r.requestNo, kind: 'after-sales', form: orderNo, account, lang: '', createdAt: r.createdAt.toISOString(), status: r.status, files: files.get(r.id) ?? 0,
      values: { type: r.type, reason: r.reason, description: r.description, lines: r.lines, staffNote: r.staffNote },
    }));
  }

  return {
    async list(kind: SubmissionKind | undefined, limit = 50): Promise<SubmissionRow[]> {
      if (kind === 'after-sales') return afterSalesRows(undefined, limit);
      const forms = await formRows(kind ? eq(formSubmissions.kind, kind as FormKind) : undefined, limit);
      if (kind) return forms;
      const all = [...forms, ...(await afterSalesRows(undefined, limit))];
      return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
    },

    /** One form's submissions, newest first (the console's page and its CSV export). */
    ofForm: (formId: number, limit: number, offset = 0) => formRows(eq(formSubmissions.formId, formId), limit, offset),

    /** One submission by its reference (F<id> or an after-sales request number) with its files' metadata. */
    async show(ref: string) {
      const formId = /^F(\d+)$/.exec(ref)?.[1];
      const [row] = formId ? await formRows(eq(formSubmissions.id, Number(formId)), 1) : await afterSalesRows(eq(afterSalesRequests.requestNo, ref), 1);
      if (!row) return null;
      const ownerKind: UploadOwnerKind = formId ? 'form_submission' : 'after_sales';
      const ownerId = formId ? Number(formId) : row.id;
      const files = await db
        .select({ id: uploadedFiles.id, field: uploadedFiles.field, fileName: uploadedFiles.fileName, mimeType: uploadedFiles.mimeType, size: uploadedFiles.size })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.ownerKind, ownerKind), eq(uploadedFiles.ownerId, ownerId)))
        .orderBy(asc(uploadedFiles.createdAt));
      return { ...row, fileList: files };
    },

    /** A stored file's bytes (staff may read every file). */
    async file(id: string) {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
      return row;
    },
  };
}

/** CSV of submissions: fixed columns, then one column per value name found in any row. */
export function toCsv(rows: readonly SubmissionRow[]): string {
  const fixed = ['ref', 'kind', 'form', 'account', 'lang', 'createdAt', 'status', 'files'] as const;
  // jsonb does not keep key order, so value columns are sorted by name: the same columns in every export.
  const valueNames = [...new Set(rows.flatMap((r) => Object.keys(r.values)))].sort();
  const lines = [csvLine([...fixed, ...valueNames])];
  for (const row of rows) lines.push(csvLine([...fixed.map((f) => row[f]), ...valueNames.map((n) => row.values[n])]));
  return lines.join('');
}
