import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/types';
import { createContentRepository } from './repository';

/**
 * A signed-in shopper opened an article: the read is recorded (user, article, time) in `content_reads`, at
 * most once per reader, article and hour. This is the one place the points-mall reading task hooks in: after
 * merging, the lead adds `completeTask(db, userId, 'readArticle')` here (points-tasks decides the
 * once-per-period rule, so calling it on every read is safe). Until then no points are credited. An unknown
 * article is a 404 and records nothing. Returns whether a new read was recorded.
 */
export async function onArticleRead(db: Db, userId: number, articleId: number): Promise<boolean> {
  const repository = createContentRepository(db);
  if (!(await repository.articleExists(articleId))) throw new AppError(404, 'articleNotFound');
  return repository.recordRead(userId, articleId);
}
