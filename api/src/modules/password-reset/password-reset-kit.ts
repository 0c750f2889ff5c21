import { and, desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import type { Db } from '../../db/types';

/** Test helpers: the newest reset link's token written to the outbox for `to` (what the mail will carry). */
export async function latestResetToken(db: Db, to: string): Promise<string | undefined> {
  const [row] = await db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.template, 'passwordReset')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row?.data.token;
}

export async function resetMailCount(db: Db, to: string): Promise<number> {
  return (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.template, 'passwordReset')))).length;
}

export async function setUser(db: Db, account: string, set: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(set).where(eq(users.account, account));
}
