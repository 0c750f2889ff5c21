import type { PointsTaskCode } from '../../db/schema/points-mall';
import { shopDay } from './period';
import type { createTaskRepository } from './repository';

type Repo = ReturnType<typeof createTaskRepository>;

/**
 * Whether the server has seen what a task asks for, in the period of `now`. Reading an article is never
 * claimable here: the study zone reports a read by calling completeTask itself.
 */
export async function conditionMet(repo: Repo, userId: number, code: PointsTaskCode, now: Date): Promise<boolean> {
  switch (code) {
    case 'checkIn':
      return true; // signing in and asking is the check-in; the period makes it once a day
    case 'completeProfile':
      return repo.profileComplete(userId);
    case 'firstPaidOrder':
      return repo.hasPaidOrder(userId);
    case 'reviewProduct': {
      const { start, end } = shopDay(now);
      return repo.reviewedBetween(userId, start, end);
    }
    case 'readArticle':
      return false;
  }
}
