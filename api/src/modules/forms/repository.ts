import { and, eq } from 'drizzle-orm';
import { formDefinitions, formSubmissions, type FormKind } from '../../db/schema/forms';
import { uploadedFiles, type UploadOwnerKind } from '../../db/schema/uploads';
import type { Db } from '../../db/types';
import type { CheckedFile } from './field-rules';

export type NewFile = CheckedFile & { field: string };

/** Stores files of one owner (a submission or an after-sales request); pass the transaction's `tx`. */
export async function insertFiles(db: Db, owner: { kind: UploadOwnerKind; id: number; userId: number | null }, files: readonly NewFile[]) {
  if (files.length === 0) return [];
  return db
    .insert(uploadedFiles)
    .values(files.map((f) => ({ userId: owner.userId, ownerKind: owner.kind, ownerId: owner.id, field: f.field, fileName: f.fileName, mimeType: f.mimeType, size: f.content.length, content: f.content })))
    .returning({ id: uploadedFiles.id, field: uploadedFiles.field, fileName: uploadedFiles.fileName, mimeType: uploadedFiles.mimeType, size: uploadedFiles.size });
}

/** Form definitions, submissions and the files they carry. */
export function createFormRepository(db: Db) {
  return {
    async definition(formKey: string) {
      const [row] = await db.select().from(formDefinitions).where(eq(formDefinitions.formKey, formKey));
      return row;
    },

    /** The submission and its files in one transaction: a submission never lacks a file it was sent with. */
    storeSubmission: (input: { kind: FormKind; formId: number; userId: number | null; lang: string; ip: string; values: Record<string, unknown>; files: readonly NewFile[] }) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(formSubmissions)
          .values({ kind: input.kind, formId: input.formId, userId: input.userId, lang: input.lang, ip: input.ip, values: input.values })
          .returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
        await insertFiles(tx, { kind: 'form_submission', id: row!.id, userId: input.userId }, input.files);
        return row!;
      }),

    /** A stored file, only when `userId` uploaded it (anyone else's, or a guest's, is not found). */
    async ownFile(id: string, userId: number) {
      const [row] = await db.select().from(uploadedFiles).where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, userId)));
      return row;
    },
  };
}
