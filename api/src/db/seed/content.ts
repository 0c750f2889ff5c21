import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { importContentFolder } from '../../modules/content/import-content';
import { contentArticles } from '../schema/content';
import type { Db } from '../types';

/** The shop's starting articles, ECMT notices and downloads: Markdown files in api/content, as staff write them. */
export const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

/** Imports api/content through the same code as `npm run content`, once, into an empty content table. */
export async function seedContent(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(contentArticles);
  if ((row?.n ?? 0) > 0) return;
  await importContentFolder(db, CONTENT_DIR);
}
