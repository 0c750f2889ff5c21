import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labGroupInvites } from '../../db/schema/lab-groups';
import { mailOutbox } from '../../db/schema/mail';
import { renderMail } from '../mail/templates/render-mail';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { dataOf, groupClient, groupWith, inviteTokenFor, labAddress } from './test-client';
import type { GroupDetail } from './schemas';

describe.each(drivers)('lab groups on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const client = (language?: string) => groupClient(ctx.t.app, language);

  it('refuses a visitor with 401', async () => {
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/lab-groups' })).statusCode).toBe(401);
  });

  it('the creator becomes owner; the group lists with roles and member count; the owner edits it', async () => {
    const owner = await client();
    const created = dataOf<GroupDetail>(await owner.create({ name: ' Battery Lab ', institution: 'SJTU', address: labAddress }));
    expect(created).toMatchObject({ name: 'Battery Lab', institution: 'SJTU', address: { ...labAddress, postcode: '' }, overBudget: 'refuse', myRoles: ['owner'], invites: [], budgets: [] });
    expect(created.members).toEqual([{ userId: owner.userId, name: expect.any(String) as string, email: owner.account, roles: ['owner'], joinedAt: expect.any(String) as string }]);
    expect(dataOf(await owner.list())).toEqual({ items: [{ id: created.id, name: 'Battery Lab', institution: 'SJTU', myRoles: ['owner'], memberCount: 1 }] });
    expect(dataOf(await owner.update(created.id, { overBudget: 'approval', name: 'Cathode Lab' }))).toMatchObject({ name: 'Cathode Lab', overBudget: 'approval' });
    expect((await owner.create({ name: '', institution: 'x', address: labAddress })).statusCode).toBe(400);
    expect((await owner.update(created.id, { overBudget: 'maybe' })).statusCode).toBe(400);
  });

  it('a non-member gets 404 for every group call; a member without the role gets 403', async () => {
    const [owner, buyer, stranger] = [await client(), await client(), await client()];
    const id = await groupWith(ctx.t.app, owner, [[buyer, ['buyer']]]);
    const notFound = [
      await stranger.detail(id), await stranger.update(id, { name: 'Mine' }), await stranger.invite(id, { email: 'x@lab.example', roles: ['buyer'] }),
      await stranger.budgets(id), await stranger.createBudget(id, { code: 'G1', name: 'g', amount: 1, periodStart: '2026-01-01', periodEnd: '2026-12-31' }),
      await stranger.removeMember(id, owner.userId), await stranger.setRoles(id, owner.userId, ['buyer']), await stranger.orders(id),
    ];
    expect(notFound.map((res) => res.statusCode)).toEqual(notFound.map(() => 404));
    const forbidden = [
      await buyer.update(id, { name: 'Mine' }), await buyer.invite(id, { email: 'x@lab.example', roles: ['buyer'] }),
      await buyer.setRoles(id, buyer.userId, ['owner']), await buyer.removeMember(id, owner.userId),
      await buyer.createBudget(id, { code: 'G1', name: 'g', amount: 1, periodStart: '2026-01-01', periodEnd: '2026-12-31' }), await buyer.orders(id),
    ];
    for (const res of forbidden) expect(res.json()).toMatchObject({ code: 403, message: 'Your role in this lab group does not allow this', data: { reason: 'LAB_GROUP_FORBIDDEN' } });
    const seen = dataOf<GroupDetail>(await buyer.detail(id));
    expect(seen).toMatchObject({ myRoles: ['buyer'], invites: [] });
    expect(seen.members.map((m) => m.userId).sort()).toEqual([owner.userId, buyer.userId].sort());
  });

  it('an invitation is mailed, previewed, accepted once; the newcomer is a member with its roles', async () => {
    const [owner, newcomer, other] = [await client('zh'), await client(), await client()];
    const id = await groupWith(ctx.t.app, owner);
    const invite = dataOf<{ id: number; expiresAt: string }>(await owner.invite(id, { email: newcomer.account.toUpperCase(), roles: ['requester', 'finance'] }));
    expect(Date.parse(invite.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(dataOf<GroupDetail>(await owner.detail(id)).invites).toEqual([{ id: invite.id, email: newcomer.account, roles: ['requester', 'finance'], expiresAt: invite.expiresAt }]);

    const token = await inviteTokenFor(ctx.t.app, newcomer.account);
    const [stored] = await ctx.t.app.db.select().from(labGroupInvites).where(eq(labGroupInvites.id, invite.id));
    expect(stored!.tokenHash).not.toContain(token);
    const [mail] = await ctx.t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, newcomer.account));
    const rendered = renderMail(mail!.template, mail!.lang, mail!.data as Record<string, string>, 'https://shop.example')!;
    expect(rendered.text).toContain(`https://shop.example/zh/labInvite/${token}`);

    expect(dataOf(await newcomer.preview(token))).toEqual({ groupName: 'Battery Lab', institution: 'SJTU', invitedBy: expect.any(String) as string, roles: ['requester', 'finance'], expiresAt: invite.expiresAt });
    expect(dataOf(await newcomer.accept(token))).toEqual({ groupId: id });
    expect(dataOf(await newcomer.list())).toEqual({ items: [{ id, name: 'Battery Lab', institution: 'SJTU', myRoles: ['requester', 'finance'], memberCount: 2 }] });
    expect(dataOf<GroupDetail>(await owner.detail(id)).invites).toEqual([]);

    const used = await other.accept(token);
    expect(used.json()).toMatchObject({ code: 409, data: { reason: 'INVITE_USED' } });
    expect((await other.preview(token)).json()).toMatchObject({ code: 409, data: { reason: 'INVITE_USED' } });
    expect((await other.accept('A'.repeat(43))).json()).toMatchObject({ code: 404, data: { reason: 'INVITE_UNKNOWN' } });
    expect((await other.accept('short')).statusCode).toBe(400);
  });

  it('an expired invitation is refused with 410; a revoked one reads as unknown; a member cannot accept again', async () => {
    const [owner, late, member] = [await client(), await client(), await client()];
    const id = await groupWith(ctx.t.app, owner, [[member, ['buyer']]]);
    const expired = dataOf<{ id: number }>(await owner.invite(id, { email: late.account, roles: ['buyer'] }));
    await ctx.t.app.db.update(labGroupInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(labGroupInvites.id, expired.id));
    const expiredToken = await inviteTokenFor(ctx.t.app, late.account);
    expect((await late.accept(expiredToken)).json()).toMatchObject({ code: 410, message: 'This invitation has expired; ask the group owner for a new one', data: { reason: 'INVITE_EXPIRED' } });

    const revoked = dataOf<{ id: number }>(await owner.invite(id, { email: late.account, roles: ['buyer'] }));
    const revokedToken = await inviteTokenFor(ctx.t.app, late.account);
    expect(dataOf(await owner.revoke(id, revoked.id))).toEqual({ id: revoked.id });
    expect((await owner.revoke(id, revoked.id)).statusCode).toBe(404);
    expect((await late.accept(revokedToken)).json()).toMatchObject({ code: 404, data: { reason: 'INVITE_UNKNOWN' } });

    dataOf(await owner.invite(id, { email: member.account, roles: ['finance'] }));
    const again = await member.accept(await inviteTokenFor(ctx.t.app, member.account));
    expect(again.json()).toMatchObject({ code: 409, data: { reason: 'ALREADY_MEMBER' } });
    expect(dataOf(await late.list())).toEqual({ items: [] });
  });

  it('roles change; a member leaves; the owner removes; the last owner can neither leave nor lose the role', async () => {
    const [owner, a, b] = [await client(), await client(), await client()];
    const id = await groupWith(ctx.t.app, owner, [[a, ['buyer']], [b, ['requester']]]);
    expect((await owner.removeMember(id, owner.userId)).json()).toMatchObject({ code: 409, message: 'A lab group must keep at least one owner', data: { reason: 'LAST_OWNER' } });
    expect((await owner.setRoles(id, owner.userId, ['finance'])).json()).toMatchObject({ code: 409, data: { reason: 'LAST_OWNER' } });
    expect((await owner.setRoles(id, a.userId, [])).statusCode).toBe(400);
    expect((await owner.setRoles(id, a.userId, ['buyer', 'buyer'])).statusCode).toBe(400);
    expect(dataOf(await owner.setRoles(id, a.userId, ['owner', 'approver']))).toEqual({ userId: a.userId, roles: ['owner', 'approver'] });
    // Two owners now: the first may step down, the second is then the last.
    expect(dataOf(await owner.setRoles(id, owner.userId, ['finance']))).toEqual({ userId: owner.userId, roles: ['finance'] });
    expect((await a.removeMember(id, a.userId)).json()).toMatchObject({ code: 409, data: { reason: 'LAST_OWNER' } });
    expect(dataOf(await b.removeMember(id, b.userId))).toEqual({ id: b.userId });
    expect((await b.detail(id)).statusCode).toBe(404);
    expect(dataOf(await a.removeMember(id, owner.userId))).toEqual({ id: owner.userId });
    expect((await a.removeMember(id, 2_000_000)).statusCode).toBe(404);
    expect(dataOf<GroupDetail>(await a.detail(id)).members.map((m) => m.userId)).toEqual([a.userId]);
  });

  it('two owners leaving at the same moment: exactly one goes, the other stays the last owner', async () => {
    const [owner, second] = [await client(), await client()];
    const id = await groupWith(ctx.t.app, owner, [[second, ['owner']]]);
    const replies = await Promise.all([owner.removeMember(id, owner.userId), second.removeMember(id, second.userId)]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const stayed = replies[0]!.statusCode === 409 ? owner : second;
    expect(dataOf<GroupDetail>(await stayed.detail(id)).members).toMatchObject([{ userId: stayed.userId, roles: ['owner'] }]);
  });
});
