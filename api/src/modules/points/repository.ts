import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { pointsAccounts, pointsLedger, type PointsSource } from '../../db/schema/points';
import type { Db } from '../../db/types';

/** Points queries for one handle: `db`, or the `tx` of a transaction (never mix them, see db/types.ts). */
export function createPointsRepository(db: Db) {
  return {
    /**
     * The user's balance, with the account row locked until the transaction ends (created at 0 first if
     * missing), so two changes of one balance apply one after the other and neither is lost.
     */
    async lockBalance(userId: number): Promise<number> {
      await db.insert(pointsAccounts).values({ userId, balance: 0 }).onConflictDoNothing({ target: pointsAccounts.userId });
      const [account] = await db
        .select({ balance: pointsAccounts.balance })
        .from(pointsAccounts)
        .where(eq(pointsAccounts.userId, userId))
        .for('update');
      return account!.balance;
    },

    hasEntry: async (source: PointsSource, reference: string): Promise<boolean> =>
      (await db.select({ id: pointsLedger.id }).from(pointsLedger).where(and(eq(pointsLedger.source, source), eq(pointsLedger.reference, reference))).limit(1))
        .length > 0,

    /** Inserts a ledger row unless its (source, reference) exists; true when it was written. */
    async addEntry(entry: typeof pointsLedger.$inferInsert): Promise<boolean> {
      const written = await db
        .insert(pointsLedger)
        .values(entry)
        .onConflictDoNothing({ target: [pointsLedger.source, pointsLedger.reference] })
        .returning({ id: pointsLedger.id });
      return written.length > 0;
    },

    setBalance: (userId: number, balance: number) =>
      db.update(pointsAccounts).set({ balance, updatedAt: new Date() }).where(eq(pointsAccounts.userId, userId)),

    async balance(userId: number): Promise<number> {
      const [account] = await db.select({ balance: pointsAccounts.balance }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
      return account?.balance ?? 0;
    },

    async ledgerPage(userId: number, source: PointsSource | undefined, page: number, pageSize: number) {
      const where: SQL | undefined = and(eq(pointsLedger.userId, userId), source ? eq(pointsLedger.source, source) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointsLedger)
          .where(where)
          // Ids grow with time; they also order entries written in the same millisecond.
          .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(pointsLedger).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}
