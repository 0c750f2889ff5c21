import nodemailer from 'nodemailer';
import type { Db } from '../../db/types';
import { createOutboxRepository } from './outbox-repository';

export type OutgoingMail = { outboxId: number; to: string; subject: string; text: string; html: string };

/** Where rendered mail goes: an SMTP server, or the local mailbox table (/dev/mailbox). */
export type MailTransport = {
  kind: 'smtp' | 'local';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** nodemailer over SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits: a hung server must fail the attempt (and be retried) well within the claim's lease.
  const url = new URL(smtpUrl);
  for (const [key, ms] of [['connectionTimeout', '15000'], ['greetingTimeout', '15000'], ['socketTimeout', '30000']] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, ms);
  }
  const transporter = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same id on a repeated delivery (a worker that died after sending) lets mail clients fold the copies.
        messageId: `<outbox-${mail.outboxId}@${from.replace(/^.*@|>.*$/g, '') || 'labmall.localhost'}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** The first run's mailbox: mail is kept in the database and read at /dev/mailbox. */
export function localTransport(db: Db): MailTransport {
  const repository = createOutboxRepository(db);
  return {
    kind: 'local',
    send: (mail) => repository.keepLocally(mail.outboxId, { recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
    close: () => undefined,
  };
}
