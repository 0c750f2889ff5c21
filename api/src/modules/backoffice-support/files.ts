import { and, eq, inArray } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema/uploads';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/app-error';

/** Where staff read an uploaded file (the shopper's own URL, /api/uploads/:id, serves its uploader only). */
export const staffFileUrl = (id: string) => `/api/backoffice/support/file?id=${id}`;

/**
 * A file a shopper sent with an after-sales request or a form, for support staff. Catalogue pictures share the
 * table but are not support's to read through here.
 */
export async function supportFile(db: Db, id: string) {
  const [file] = await db
    .select({ fileName: uploadedFiles.fileName, mimeType: uploadedFiles.mimeType, content: uploadedFiles.content })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), inArray(uploadedFiles.ownerKind, ['after_sales', 'form_submission'])));
  if (!file) throw notFound();
  return file;
}
