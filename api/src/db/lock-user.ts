import { eq } from 'drizzle-orm';
import { users } from './schema/auth';
import type { Db } from './types';

/**
 * Locks the user's row until the transaction `tx` ends, so one shopper's writes that check a cap or a bound
 * (the cart's 100 lines, lab lists, favourites, addresses) apply one after another; different users never
 * wait. NO KEY UPDATE still lets other tables reference the user (their foreign keys take KEY SHARE).
 */
export const lockUser = (tx: Db, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
