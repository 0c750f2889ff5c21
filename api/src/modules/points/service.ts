import type { PointsSource } from '../../db/schema/points';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { createPointsRepository } from './repository';
import type { LedgerEntry } from './schemas';

type LedgerRequest = { source?: PointsSource | undefined; page: number; pageSize: number };

/** The signed-in shopper's points: reads only (changes go through creditPoints in a transaction). */
export function createPointsService(db: Db) {
  const repo = createPointsRepository(db);
  return {
    balance: async (userId: number) => ({ balance: await repo.balance(userId) }),

    async ledger(userId: number, { source, page, pageSize }: LedgerRequest, lang: Lang) {
      const { rows, total } = await repo.ledgerPage(userId, source, page, pageSize);
      const items: LedgerEntry[] = rows.map((row) => ({
        id: row.id,
        delta: row.delta,
        balanceAfter: row.balanceAfter,
        source: row.source,
        reference: row.reference,
        note: row.note ? localize(row.note, lang) : null,
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, total, page, pageSize };
    },
  };
}
