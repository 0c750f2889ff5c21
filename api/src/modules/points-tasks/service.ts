import type { PointsTaskCode } from '../../db/schema/points-mall';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { AppError } from '../../lib/app-error';
import { createPointsRepository } from '../points/repository';
import { completeTask } from './complete-task';
import { conditionMet } from './conditions';
import { periodKey } from './period';
import { createTaskRepository } from './repository';
import type { TaskView } from './schemas';

/** Tasks the shop completes itself when it sees them (no claim button). */
const automatic = new Set<PointsTaskCode>(['readArticle']);

/** The signed-in shopper's tasks: their state in the current period, and claiming one the server can verify. */
export function createTaskService(db: Db, clock: () => Date = () => new Date()) {
  const repo = createTaskRepository(db);
  const points = createPointsRepository(db);
  return {
    async list(userId: number, lang: Lang) {
      const now = clock();
      const [tasks, completions, balance] = await Promise.all([repo.enabledTasks(), repo.completions(userId), points.balance(userId)]);
      const done = new Set(completions.map((c) => `${c.taskCode}|${c.periodKey}`));
      const items: TaskView[] = [];
      for (const task of tasks) {
        const status = done.has(`${task.code}|${periodKey(task.period, now)}`)
          ? 'done'
          : (await conditionMet(repo, userId, task.code, now))
            ? 'ready'
            : 'todo';
        items.push({
          code: task.code,
          name: localize(task.name, lang),
          description: localize(task.description, lang),
          points: task.points,
          period: task.period,
          status,
          claimable: !automatic.has(task.code),
        });
      }
      return { items, balance };
    },

    /** Pays a task out once the server has checked its condition; never on the client's word alone. */
    async claim(userId: number, code: PointsTaskCode) {
      const now = clock();
      const task = await repo.task(code);
      if (!task || automatic.has(code) || !(await conditionMet(repo, userId, code, now))) throw new AppError(409, 'pointsTaskNotDone');
      const result = await completeTask(db, userId, code, undefined, now);
      if (!result.awarded) throw new AppError(409, 'pointsTaskAlreadyDone');
      return { code, points: result.points, balance: await points.balance(userId) };
    },
  };
}
