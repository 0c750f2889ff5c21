import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { staffAuditLog } from '../../db/schema/staff';
import { moveAfterSales } from '../../ops/after-sales-ops';
import { authRequests } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { afterSalesRequest, useSupportApp } from './test-client';

type Detail = { version: string; status: string; staffNote: string; moves: string[]; photos: Array<{ id: string; url: string; fileName: string }>; buyer: { account: string }; items: Array<{ quantity: number }>; history: Array<{ staff: string; from: string; to: string; note: string }> };
type List = { items: Array<{ requestNo: string; status: string; photoCount: number }>; total: number };

describe.each(drivers)('the console after-sales (%s)', (driver) => {
  const ctx = useSupportApp(driver);
  const detail = (requestNo: string) => ctx.staff.data<Detail>('GET', `after-sales/detail?requestNo=${requestNo}`);

  it('lists requests by status and search, and shows one with the shopper, the lines and the photo served to staff', async () => {
    const made = await afterSalesRequest(ctx.app);
    const found = await ctx.staff.data<List>('GET', `after-sales/list?status=submitted&q=${made.requestNo}`);
    expect(found.items).toEqual([expect.objectContaining({ requestNo: made.requestNo, status: 'submitted', photoCount: 1 })]);
    expect((await ctx.staff.data<List>('GET', `after-sales/list?status=completed&q=${made.requestNo}`)).total).toBe(0);
    const shown = await detail(made.requestNo);
    expect(shown).toMatchObject({ status: 'submitted', moves: ['reviewing', 'approved', 'rejected'], buyer: { account: made.shopper.account }, items: [{ quantity: 1 }] });
    const photo = await ctx.staff.get(shown.photos[0]!.url.replace('/api/backoffice/support/', ''));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
  });

  it('moves a request with a note the shopper reads, mails them and audits the move in its transaction', async () => {
    const made = await afterSalesRequest(ctx.app);
    const { version } = await detail(made.requestNo);
    const moved = await ctx.staff.data<{ status: string; version: string }>('POST', 'after-sales/move', { requestNo: made.requestNo, version, status: 'approved', note: 'Send it to the Shanghai lab' });
    expect(moved.status).toBe('approved');
    expect(moved.version).not.toBe(version);
    const own = await authRequests(ctx.app).send('GET', '/api/aftersales/requests', undefined, { token: made.shopper.token });
    expect(own.json<{ data: Array<{ requestNo: string; status: string; staffNote: string }> }>().data.find((r) => r.requestNo === made.requestNo))
      .toMatchObject({ status: 'approved', staffNote: 'Send it to the Shanghai lab' });
    const mails = await ctx.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'afterSalesChanged'), sql`${mailOutbox.data}->>'requestNo' = ${made.requestNo}`));
    expect(mails.map((m) => m.data.status)).toEqual(['approved']);
    const audit = await ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'after_sales'), eq(staffAuditLog.entityId, made.requestNo)));
    expect(audit).toMatchObject([{ action: 'after_sales.move', actorAccount: ctx.staffAccount }]);
    expect((await detail(made.requestNo)).history).toEqual([{ at: expect.any(String), staff: ctx.staffAccount, from: 'submitted', to: 'approved', note: 'Send it to the Shanghai lab' }]);
  });

  it('refuses a move the rules do not allow and a stale version, writing nothing', async () => {
    const made = await afterSalesRequest(ctx.app);
    const { version } = await detail(made.requestNo);
    const illegal = await ctx.staff.post('after-sales/move', { requestNo: made.requestNo, version, status: 'completed', note: '' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json()).toMatchObject({ message: expect.stringMatching(/cannot move/i), data: { status: 'submitted', allowed: ['reviewing', 'approved', 'rejected'] } });
    await ctx.staff.data('POST', 'after-sales/move', { requestNo: made.requestNo, version, status: 'reviewing', note: '' });
    const stale = await ctx.staff.post('after-sales/move', { requestNo: made.requestNo, version, status: 'rejected', note: 'Too late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/reload/i);
    const now = await detail(made.requestNo);
    expect(now).toMatchObject({ status: 'reviewing', staffNote: '' });
    const finalised = await ctx.staff.data<{ version: string }>('POST', 'after-sales/move', { requestNo: made.requestNo, version: now.version, status: 'rejected', note: 'Outside warranty' });
    const afterFinal = await ctx.staff.post('after-sales/move', { requestNo: made.requestNo, version: finalised.version, status: 'approved', note: '' });
    expect(afterFinal.json()).toMatchObject({ code: 409, data: { status: 'rejected', allowed: [] } });
  });

  it('shares its rules with npm run orders -- after-sales: the command line move shows in the console with its actor', async () => {
    const made = await afterSalesRequest(ctx.app);
    await moveAfterSales(ctx.app.db, made.requestNo, 'reviewing', 'Checking the batch');
    const shown = await detail(made.requestNo);
    expect(shown).toMatchObject({ status: 'reviewing', moves: ['approved', 'rejected'], staffNote: 'Checking the batch' });
    expect(shown.history[0]).toMatchObject({ staff: expect.stringMatching(/^cli:/), from: 'submitted', to: 'reviewing' });
    await expect(moveAfterSales(ctx.app.db, made.requestNo, 'submitted')).rejects.toThrow(`after-sales request ${made.requestNo} is reviewing: it can move to approved, rejected, not submitted`);
  });

  it('answers 404 for an unknown request and refuses bad input', async () => {
    expect((await ctx.staff.get('after-sales/detail?requestNo=AS-NONE')).statusCode).toBe(404);
    expect((await ctx.staff.get('file?id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ctx.staff.get('after-sales/list?status=lost')).statusCode).toBe(400);
    expect((await ctx.staff.get('after-sales/list?from=2026-05-02&to=2026-05-01')).statusCode).toBe(400);
    const long = await ctx.staff.post('after-sales/move', { requestNo: 'AS1', version: new Date().toISOString(), status: 'approved', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
  });
});
