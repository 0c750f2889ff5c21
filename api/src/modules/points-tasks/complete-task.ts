import { and, eq } from 'drizzle-orm';
import { pointsTaskCompletions, pointsTasks, type PointsTaskCode } from '../../db/schema/points-mall';
import type { Db } from '../../db/types';
import { creditPoints } from '../points/credit-points';
import { periodKey } from './period';

export type CompleteTaskResult = { awarded: boolean; points: number; periodKey: string };

/**
 * Awards a task's points to `userId` once per the task's period (the shop's day, or once ever), as decided by
 * the server's clock: writes the completion and its ledger entry together. Call it only once the server has
 * seen the thing happen (e.g. the study zone recording an article read, with the article as `evidenceRef`).
 * Works on `db` or inside a caller's transaction (`tx`: it runs in a savepoint there). Returns awarded=false
 * when the task already paid out in this period, or is unknown or disabled.
 */
export async function completeTask(
  db: Db,
  userId: number,
  code: PointsTaskCode,
  evidenceRef?: string,
  now: Date = new Date(),
): Promise<CompleteTaskResult> {
  return db.transaction(async (tx) => {
    const [task] = await tx.select().from(pointsTasks).where(and(eq(pointsTasks.code, code), eq(pointsTasks.enabled, true)));
    if (!task) return { awarded: false, points: 0, periodKey: '' };
    const key = periodKey(task.period, now);
    // The unique (user, task, period) key decides a race: the loser inserts nothing and awards nothing.
    const written = await tx
      .insert(pointsTaskCompletions)
      .values({ userId, taskCode: code, periodKey: key, points: task.points, evidenceRef: evidenceRef?.slice(0, 64) ?? null, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: pointsTaskCompletions.id });
    if (written.length === 0) return { awarded: false, points: task.points, periodKey: key };
    await creditPoints(tx, { userId, delta: task.points, source: 'task', reference: `${code}:${userId}:${key}`, note: task.name });
    return { awarded: true, points: task.points, periodKey: key };
  });
}
