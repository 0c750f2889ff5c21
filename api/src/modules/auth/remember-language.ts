import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';

/**
 * Keeps the language of the user's latest visit (the signed-in shell asks for the user on every page load, in the
 * page's language): the shop's mail is written in it. Writes only when it changed.
 */
export async function rememberLanguage(db: Db, userId: number, lang: Lang): Promise<void> {
  await db.update(users).set({ lang }).where(and(eq(users.id, userId), ne(users.lang, lang)));
}
