import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema/uploads';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { nameForType } from '../forms/file-type';
import { IMAGE_SIZES, type ImageSize } from './image-urls';

const KIND = 'catalogue_image' as const;
const URL_PARTS = /^\/media\/catalogue\/([0-9a-f-]{36})\/(\d+)\.webp$/;

/**
 * The row id of one size of an upload, derived from the upload's id, so serving `/media/catalogue/<id>/<size>.webp`
 * is one primary-key lookup. Formatted as a UUID of version 8 (RFC 9562: made by the application).
 */
export function variantId(uploadId: string, size: ImageSize): string {
  const hex = createHash('sha256').update(`catalogue-image:${uploadId}:${size}`).digest('hex');
  const variant = (8 | (parseInt(hex[16]!, 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Stores every size of one upload. Public pictures: no owner account (deleting a staff account keeps them). */
export async function storeImage(tx: Db, uploadId: string, fileName: string, variants: Array<{ size: ImageSize; content: Buffer }>) {
  await tx.insert(uploadedFiles).values(
    variants.map(({ size, content }) => ({
      id: variantId(uploadId, size),
      userId: null,
      ownerKind: KIND,
      ownerId: size,
      field: uploadId,
      fileName: nameForType(fileName, 'image/webp'), // every size is stored as WebP, whatever was uploaded
      mimeType: 'image/webp',
      size: content.length,
      content,
    })),
  );
}

/** One size of an upload, or undefined; never a file of another kind (after-sales photos are private). */
export async function readImage(db: Db, uploadId: string, size: ImageSize) {
  const [row] = await db
    .select({ content: uploadedFiles.content })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, variantId(uploadId, size)), eq(uploadedFiles.ownerKind, KIND)));
  return row?.content;
}

/** 400 unless every uploaded picture among `urls` was really stored (a typed or stale URL would show nothing). */
export async function assertUploadedImages(tx: Db, urls: readonly string[]): Promise<void> {
  const ids = urls.flatMap((url) => {
    const [, uploadId, size] = URL_PARTS.exec(url) ?? [];
    return uploadId && IMAGE_SIZES.includes(Number(size) as ImageSize) ? [variantId(uploadId, Number(size) as ImageSize)] : [];
  });
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.ownerKind, KIND)));
  if (found.length !== new Set(ids).size) throw new AppError(400, 'imageUnknown');
}
