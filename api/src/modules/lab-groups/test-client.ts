import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { authRequests, freshIp, type Reply } from '../../test/auth-requests';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Test helper (no test itself): a signed-in shopper and the lab-group calls as a client makes them. */
export async function groupClient(app: FastifyInstance, language = 'en') {
  const { token } = await authRequests(app, { language, ip: freshIp() }).signUp();
  return groupCalls(app, token, language);
}

/** The lab-group calls of the user signed in with `token` (e.g. an orders/order-kit shopper's). */
export async function groupCalls(app: FastifyInstance, token: string, language = 'en') {
  // /api/auth/user masks the account (de***@…): the address to invite is read from the table.
  const { id } = (await authRequests(app, { language }).user(token)).json<{ user: { id: number } }>().user;
  const [user] = await app.db.select({ id: users.id, account: users.account }).from(users).where(eq(users.id, id));
  const send = (method: Method, url: string, payload?: unknown): Promise<Reply> =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    }) as Promise<Reply>;
  const g = (id: number, rest = '') => `/api/lab-groups/${id}${rest}`;
  return {
    userId: user!.id,
    account: user!.account,
    token,
    send,
    list: () => send('GET', '/api/lab-groups'),
    create: (body: unknown) => send('POST', '/api/lab-groups', body),
    detail: (id: number) => send('GET', g(id)),
    update: (id: number, body: unknown) => send('PATCH', g(id), body),
    invite: (id: number, body: unknown) => send('POST', g(id, '/invites'), body),
    revoke: (id: number, inviteId: number) => send('DELETE', g(id, `/invites/${inviteId}`)),
    preview: (token: string) => send('GET', `/api/lab-group-invites/${token}`),
    accept: (token: string) => send('POST', `/api/lab-group-invites/${token}/accept`),
    setRoles: (id: number, userId: number, roles: string[]) => send('PATCH', g(id, `/members/${userId}`), { roles }),
    removeMember: (id: number, userId: number) => send('DELETE', g(id, `/members/${userId}`)),
    budgets: (id: number) => send('GET', g(id, '/budgets')),
    createBudget: (id: number, body: unknown) => send('POST', g(id, '/budgets'), body),
    updateBudget: (id: number, budgetId: number, body: unknown) => send('PATCH', g(id, `/budgets/${budgetId}`), body),
    ledger: (id: number, budgetId: number, page = 1) => send('GET', g(id, `/budgets/${budgetId}/ledger?page=${page}`)),
    orders: (id: number, page = 1) => send('GET', g(id, `/orders?page=${page}`)),
    order: (id: number, orderNo: string) => send('GET', g(id, `/orders/${orderNo}`)),
  };
}
export type GroupClient = Awaited<ReturnType<typeof groupClient>>;

export const labAddress = { province: '上海市', city: '上海市', district: '徐汇区', detail: '华山路 1954 号 材料楼 305' };

/** The data of a 200 reply (fails loudly with the body otherwise). */
export function dataOf<T = Record<string, unknown>>(res: Reply): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json<{ data: T }>().data;
}

/** A group `owner` created, with `members` invited under the given roles and accepted; returns its id. */
export async function groupWith(app: FastifyInstance, owner: GroupClient, members: [GroupClient, string[]][] = []): Promise<number> {
  const { id } = dataOf<{ id: number }>(await owner.create({ name: 'Battery Lab', institution: 'SJTU', address: labAddress }));
  for (const [member, roles] of members) {
    dataOf(await owner.invite(id, { email: member.account, roles }));
    dataOf(await member.accept(await inviteTokenFor(app, member.account)));
  }
  return id;
}

/** The token of the newest invitation mailed to `email` (read from the outbox, as the mail would carry it). */
export async function inviteTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const rows = await app.db.select({ id: mailOutbox.id, data: mailOutbox.data, template: mailOutbox.template }).from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const invites = rows.filter((row) => row.template === 'labGroupInvite').sort((a, b) => b.id - a.id);
  if (!invites[0]) throw new Error(`no invitation mailed to ${email}`);
  return (invites[0].data as { token: string }).token;
}
