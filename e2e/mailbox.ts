import { expect, type APIRequestContext } from '@playwright/test';

export type LocalMail = { id: number; to: string; subject: string; text: string; html: string };

/**
 * The newest mail to `to` whose subject matches, read from the local mailbox the shop keeps without SMTP_URL
 * (/dev/mailbox/messages). The outbox worker sends every 2 s, so it polls until the mail is there.
 */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<LocalMail> {
  let found: LocalMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: LocalMail[] };
      found = messages.find((m) => subject.test(m.subject));
      return found !== undefined;
    }, { timeout: 20_000, message: `a mail to ${to} matching ${subject}` })
    .toBe(true);
  return found!;
}

/** The first absolute link of the mail's plain text that starts with `origin`. */
export function linkIn(mail: LocalMail, origin: string): string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S+`).exec(mail.text);
  if (!match) throw new Error(`no link to ${origin} in: ${mail.text}`);
  return match[0];
}
