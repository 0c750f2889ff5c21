import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { shopperSession, staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { dataOf } from '../lab-groups/test-client';
import { mailsTo } from '../lab-group-approvals/approval-kit';
import { auditOf } from '../regulated-chemicals/test-kit';
import { reasonOf, termsStaff, termsWorld } from './terms-kit';

type StaffView = { verified: boolean; terms: { days: number; creditLimit: number; active: boolean; grantedBy: { account: string } | null } | null; owed: number; available: number; overdue: unknown[] };
type MemberView = { terms: { days: number; creditLimit: number; active: boolean } | null; owed: number | null; overdue: unknown[] | null };

/** Granting terms (docs/lab-groups.md "Pay on invoice (terms)"): support staff only, verified groups only, audit-logged. */
describe.each(drivers)('granting payment terms on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const app = () => ctx.t.app;
  const terms = { days: 30, creditLimit: 5_000, active: true };

  it('support staff grant a verified group terms; each grant or change is audit-logged', async () => {
    const w = await termsWorld(app());
    const granted = dataOf<StaffView>(await w.support.put(w.id, terms));
    expect(granted).toMatchObject({ verified: true, terms: { days: 30, creditLimit: 5_000, active: true }, owed: 0, available: 5_000, overdue: [] });
    expect(granted.terms!.grantedBy).not.toBeNull();
    dataOf(await w.support.put(w.id, { days: 45, creditLimit: 8_000.5, active: true }));
    expect(dataOf<StaffView>(await w.support.get(w.id)).terms).toMatchObject({ days: 45, creditLimit: 8_000.5 });

    const audit = (await auditOf(app(), 'lab_group', w.id)).filter((row) => row.action === 'lab_group.terms');
    expect(audit.map((row) => [row.before, row.after])).toEqual(expect.arrayContaining([
      [null, terms],
      [{ days: 30, creditLimit: 5_000, active: true }, { days: 45, creditLimit: 8_000.5, active: true }],
    ]));
  });

  it("mails the group's owners and finance when terms are granted, changed or switched off, not on a save that changes nothing", async () => {
    const w = await termsWorld(app());
    const sent = async () => Promise.all([w.owner, w.finance, w.buyer].map(async (m) => (await mailsTo(app(), m.group.account, 'termsChanged')).map((row) => row.data)));
    dataOf(await w.support.put(w.id, terms));
    const [owner, finance, buyer] = await sent();
    expect(owner).toEqual([{ groupId: String(w.id), groupName: expect.any(String), days: '30', creditLimit: '5000.00', active: 'true' }]);
    expect(finance).toEqual(owner);
    expect(buyer).toEqual([]);

    dataOf(await w.support.put(w.id, terms));
    expect((await sent()).map((rows) => rows.length)).toEqual([1, 1, 0]);
    dataOf(await w.support.put(w.id, { ...terms, active: false }));
    expect((await sent())[0]!.at(-1)).toMatchObject({ active: 'false' });
    expect((await sent()).map((rows) => rows.length)).toEqual([2, 2, 0]);
  });

  it('refuses an unverified group (TERMS_GROUP_UNVERIFIED), bad values (400), and staff without scope support', async () => {
    const w = await termsWorld(app(), { verify: false });
    const unverified = await w.support.put(w.id, terms);
    expect(unverified.statusCode).toBe(409);
    expect(reasonOf(unverified)).toBe('TERMS_GROUP_UNVERIFIED');
    expect(dataOf<StaffView>(await w.support.get(w.id))).toMatchObject({ verified: false, terms: null });
    // Switching terms off never needs verification.
    expect((await w.support.put(w.id, { ...terms, active: false })).statusCode).toBe(200);

    for (const bad of [{ ...terms, days: 0 }, { ...terms, days: 121 }, { ...terms, creditLimit: -1 }, { ...terms, creditLimit: 1.001 }, { days: 30, creditLimit: 1 }, { ...terms, extra: 1 }]) {
      expect((await w.support.put(w.id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await w.support.put(999_999, terms)).statusCode).toBe(404);

    const ordersStaff = termsStaff(app(), (await staffSession(app(), 'orders')).token);
    expect((await ordersStaff.put(w.id, terms)).statusCode).toBe(403);
    expect((await ordersStaff.get(w.id)).statusCode).toBe(403);
    expect((await termsStaff(app(), (await shopperSession(app())).token).put(w.id, terms)).statusCode).toBe(403);
    expect((await termsStaff(app()).get(w.id)).statusCode).toBe(401);
    const admin = termsStaff(app(), (await staffSession(app(), 'admin')).token);
    expect((await admin.get(w.id)).statusCode).toBe(200);
  });

  it('members read the terms; owners and finance also see what is owed; others get 404', async () => {
    const w = await termsWorld(app());
    const read = (who: typeof w.owner) => who.group.send('GET', `/api/lab-groups/${w.id}/terms`);
    expect(dataOf<MemberView>(await read(w.buyer))).toEqual({ terms: null, owed: null, available: null, orders: null, overdue: null });
    await w.grant(terms);
    expect(dataOf<MemberView>(await read(w.buyer))).toMatchObject({ terms: { days: 30, creditLimit: 5_000, active: true }, owed: null });
    expect(dataOf<MemberView>(await read(w.finance))).toMatchObject({ terms: { days: 30 }, owed: 0, available: 5_000, orders: [], overdue: [] });
    expect(dataOf<MemberView>(await read(w.owner))).toMatchObject({ owed: 0 });
    const stranger = await termsWorld(app(), { verify: false });
    expect((await read(stranger.owner)).statusCode).toBe(404);
  });
});
