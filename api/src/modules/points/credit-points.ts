import type { PointsSource } from '../../db/schema/points';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';
import { AppError } from '../../lib/app-error';
import { createPointsRepository } from './repository';

export type PointsChange = {
  userId: number;
  /** Points added (> 0) or spent (< 0). */
  delta: number;
  source: PointsSource;
  /** What the change comes from (an order number, a task, an exchange); once per source. */
  reference: string;
  note?: LocalizedText | null;
};

/**
 * Changes a balance and writes its ledger row, in the caller's transaction (`tx`), so the balance always
 * equals the ledger's sum. A change whose (source, reference) is already in the ledger is a no-op that
 * returns false: crediting an order twice is impossible, whoever retries. A spend beyond the balance is
 * refused (409 pointsInsufficient); the tables' check constraints back this up under any race.
 */
export async function creditPoints(tx: Db, change: PointsChange): Promise<boolean> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`points delta must be a non-zero integer, got ${change.delta}`);
  const repo = createPointsRepository(tx);
  // The lock first: a concurrent change of the same balance (or the same reference) waits here.
  const balance = await repo.lockBalance(change.userId);
  if (await repo.hasEntry(change.source, change.reference)) return false;
  const balanceAfter = balance + change.delta;
  if (balanceAfter < 0) throw new AppError(409, 'pointsInsufficient', { balance });
  const written = await repo.addEntry({
    userId: change.userId,
    delta: change.delta,
    balanceAfter,
    source: change.source,
    reference: change.reference,
    note: change.note ?? null,
  });
  if (!written) return false;
  await repo.setBalance(change.userId, balanceAfter);
  return true;
}
