import { createHash } from 'node:crypto';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type StaffActor } from '../staff/audit';
import { catalogueWrite, isForeignKeyViolation } from './catalogue-write';
import { createRelatedRepository } from './related-repository';
import type { RelatedList, RelatedSaveInput } from './related-schemas';

/**
 * The version of a list: a token of its ids in order. The links have no row of their own to carry an `updated_at`,
 * and the product's own version must not move with them (the editor's product form would turn stale on every
 * list save), so an edit is checked against the list it was read from: any change to it meanwhile is a 409.
 */
export const relatedVersionOf = (ids: number[]): string => createHash('sha256').update(ids.join(',')).digest('base64url').slice(0, 22);

const unknownProducts = (ids: number[]) => new AppError(400, 'relatedProductUnknown', { ids });

/** A product's "bought together" list as the editor reads it. */
export async function readRelated(db: Db, productId: number): Promise<RelatedList> {
  const rows = await createRelatedRepository(db).items(productId);
  return {
    version: relatedVersionOf(rows.map((row) => row.id)),
    items: rows.map((row) => ({ id: row.id, name: row.name, status: row.status, image: row.images[0] ?? null })),
  };
}

/**
 * Replaces a product's "bought together" list (in the order given) at the version read: one transaction with its
 * audit row, then every replica's cached catalogue answers are dropped, so the product page shows the new list.
 * Products off sale may be listed: the product page skips them until they are on sale again.
 */
export async function saveRelated(db: Db, actor: StaffActor, input: RelatedSaveInput): Promise<RelatedList> {
  try {
    return await catalogueWrite(db, async (tx) => {
      const repository = createRelatedRepository(tx);
      if (!(await repository.lockProduct(input.productId))) throw notFound();
      const before = await repository.relatedIds(input.productId);
      if (relatedVersionOf(before) !== input.version) throw new AppError(409, 'staleRecord');
      if (input.relatedIds.includes(input.productId)) throw new AppError(400, 'relatedProductSelf');
      const existing = new Set(await repository.existingIds(input.relatedIds));
      const unknown = input.relatedIds.filter((id) => !existing.has(id));
      if (unknown.length > 0) throw unknownProducts(unknown);
      if (before.join(',') !== input.relatedIds.join(',')) {
        await repository.replace(input.productId, input.relatedIds);
        await recordAudit(tx, actor, {
          action: 'product.related', entity: 'product', entityId: input.productId, before: { relatedIds: before }, after: { relatedIds: input.relatedIds },
        });
      }
      return readRelated(tx, input.productId);
    });
  } catch (error) {
    // A listed product deleted between the check and the insert.
    throw isForeignKeyViolation(error) ? unknownProducts([]) : error;
  }
}
