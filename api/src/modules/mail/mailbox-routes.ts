import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localMailbox } from '../../db/schema/mail';
import { isFromThisMachine } from './mailbox-access';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const listQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional() }).strict();
const LIST_LIMIT = 100;

/**
 * The local mailbox (registered only without SMTP_URL and outside production, plugin.ts): every mail the shop
 * sent on this machine, newest first. /dev/mailbox is the page `npm start` prints; /dev/mailbox/messages is the
 * same as JSON (e2e tests read reset links there); /dev/mailbox/:id shows one mail's HTML part.
 * It holds every account's reset links, so only requests from this machine get it (mailbox-access.ts) unless `open`
 * (MAILBOX_OPEN=true); the others get the answer of an unknown address, which does not reveal that it exists.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ open: boolean }> = async (app, { open }) => {
  // onRequest, before anything reads the query or the database; encapsulated, so it guards these routes only.
  app.addHook('onRequest', async (request, reply) => {
    if (!open && !isFromThisMachine(request.raw.socket.remoteAddress, request.headers)) return reply.callNotFound();
  });

  const list = (to: string | undefined) =>
    app.db
      .select()
      .from(localMailbox)
      .where(to ? eq(localMailbox.recipient, to) : undefined)
      .orderBy(desc(localMailbox.id))
      .limit(LIST_LIMIT);

  app.get('/dev/mailbox/messages', { schema: { querystring: listQuery } }, async (request) => ({
    messages: (await list(request.query.to)).map((m) => ({ id: m.id, to: m.recipient, subject: m.subject, text: m.text, html: m.html, createdAt: m.createdAt.toISOString() })),
  }));

  app.get('/dev/mailbox', { schema: { querystring: listQuery } }, async (request, reply) => {
    const rows = await list(request.query.to);
    const items = rows
      .map((m) => `<li><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a> → ${escapeHtml(m.recipient)} <small>${m.createdAt.toISOString()}</small><pre>${escapeHtml(m.text)}</pre></li>`)
      .join('\n');
    const body = rows.length ? `<ol>${items}</ol>` : '<p>No mail yet. Ask for a password reset or pay an order, and it shows up here.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title></head><body><h1>Local mailbox</h1><p>Mail the shop sent while no SMTP_URL is set (newest first, at most ${LIST_LIMIT}).</p>${body}</body></html>`);
  });

  app.get('/dev/mailbox/:id', { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } }, async (request, reply) => {
    const [mail] = await app.db.select().from(localMailbox).where(eq(localMailbox.id, request.params.id));
    if (!mail) return reply.code(404).type('text/plain; charset=utf-8').send('No such mail');
    return reply.type('text/html; charset=utf-8').send(mail.html);
  });
};
