import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { isMobile } from '../auth/account';
import type { MailTemplateName } from './templates/render-mail';

export type NewMail = { template: MailTemplateName; to: string; lang: Lang; data: Record<string, string> };

/**
 * Writes a mail into the outbox with the caller's transaction (`tx`): it is sent only if that transaction
 * commits, and is never lost once it has (the worker retries until it is delivered).
 */
export async function enqueueMail(tx: Db, mail: NewMail): Promise<void> {
  await tx.insert(mailOutbox).values({ template: mail.template, recipient: mail.to, lang: mail.lang, data: mail.data });
}

/**
 * Where mail to an account goes: the account itself when it is an e-mail address, else the contact e-mail of
 * the profile; an account registered with a mobile number and no contact e-mail has none.
 */
export const mailAddressOf = (user: { account: string; contactEmail: string }): string | undefined =>
  !isMobile(user.account) ? user.account : user.contactEmail || undefined;

/**
 * Enqueues a mail to a user in the language of their last visit. False (nothing written) when the account has
 * no e-mail address to write to.
 */
export async function enqueueUserMail(tx: Db, userId: number, template: MailTemplateName, data: Record<string, string>): Promise<boolean> {
  const [user] = await tx
    .select({ account: users.account, contactEmail: users.contactEmail, lang: users.lang })
    .from(users)
    .where(eq(users.id, userId));
  const to = user && mailAddressOf(user);
  if (!user || !to) return false;
  await enqueueMail(tx, { template, to, lang: user.lang, data });
  return true;
}
