import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/types';
import { completeTask } from '../points-tasks/complete-task';
import { createContentRepository } from './repository';

export type ArticleRead = { recorded: boolean; pointsAwarded: number };

/**
 * A signed-in shopper opened an article: the read is recorded (user, article, time) in `content_reads`, at most
 * once per reader, article and hour, and the points mall's reading task is completed with the article as its
 * evidence. The server saw the read happen, so this is the task's proof; points-tasks pays it once per period,
 * which makes calling it on every read safe. Both happen in one transaction. An unknown article is a 404 and
 * records nothing.
 */
export async function onArticleRead(db: Db, userId: number, articleId: number): Promise<ArticleRead> {
  return db.transaction(async (tx) => {
    const repository = createContentRepository(tx);
    if (!(await repository.articleExists(articleId))) throw new AppError(404, 'articleNotFound');
    const recorded = await repository.recordRead(userId, articleId);
    const task = await completeTask(tx, userId, 'readArticle', `article:${articleId}`);
    return { recorded, pointsAwarded: task.awarded ? task.points : 0 };
  });
}
