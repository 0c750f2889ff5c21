import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { sampleFiles } from '../forms/multipart-body';
import { dataOf, groupClient, groupWith, type GroupClient } from '../lab-groups/test-client';
import { auditOf, inDays, regulatedStaffClient, submitVerification, verificationParts, type RegulatedStaffClient } from './test-kit';

type Standing = { verified: boolean; permits: Array<{ class: string; expiresOn: string; valid: boolean }>; latest: { id: number; status: string; decisionNote: string | null } | null };
type Doc = { id: string; fileName: string; mimeType: string; url: string } | null;
type Detail = { id: number; groupId: number; status: string; institution: string; institutionDocument: Doc; permits: Array<{ class: string; number: string; expiresOn: string; document: Doc }>; granted: unknown };

describe.each(drivers)('lab group verification on %s', (driver) => {
  let t: TestApp;
  let owner: GroupClient;
  let buyer: GroupClient;
  let stranger: GroupClient;
  let groupId: number;
  let support: RegulatedStaffClient;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    [owner, buyer, stranger] = [await groupClient(t.app), await groupClient(t.app), await groupClient(t.app)];
    groupId = await groupWith(t.app, owner, [[buyer, ['buyer']]]);
    support = regulatedStaffClient(t.app, (await staffSession(t.app, 'support')).token);
  });
  afterAll(() => t.close());

  const standing = (member: GroupClient, id = groupId) => member.send('GET', `/api/lab-groups/${id}/verification`);

  it('only the owner submits; members read the status, others get 404', async () => {
    expect(dataOf<Standing>(await standing(buyer))).toEqual({ verified: false, permits: [], latest: null });
    const refused = await submitVerification(t.app, buyer, groupId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ data: { reason: string } }>().data.reason).toBe('LAB_GROUP_FORBIDDEN');
    expect((await submitVerification(t.app, stranger, groupId)).statusCode).toBe(404);
    expect((await standing(stranger)).statusCode).toBe(404);

    const sent = dataOf<Standing>(await submitVerification(t.app, owner, groupId));
    expect(sent).toMatchObject({ verified: false, permits: [], latest: { status: 'pending' } });
    expect(dataOf<Standing>(await standing(buyer)).latest?.status).toBe('pending');

    const again = await submitVerification(t.app, owner, groupId);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ data: { reason: string } }>().data.reason).toBe('VERIFICATION_PENDING');
  });

  it('refuses a submission without the letter, with a disguised or WebP file, a class half given or an expiry past', async () => {
    const other = await groupWith(t.app, owner);
    const fieldsOf = async (parts: Parameters<typeof verificationParts>[0]) => {
      const res = await submitVerification(t.app, owner, other, verificationParts(parts));
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ data: { errors: Array<{ field: string }> } }>().data.errors.map((e) => e.field);
    };
    expect(await fieldsOf({ institutionDocument: null })).toEqual(['institutionDocument']);
    expect(await fieldsOf({ institutionDocument: { name: 'institutionDocument', fileName: 'a.png', content: sampleFiles.htmlAsPng } })).toEqual(['institutionDocument']);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32)]);
    expect(await fieldsOf({ 'precursor.file': { name: 'precursor.file', fileName: 'p.webp', content: webp } })).toEqual(['precursor.file']);
    expect(await fieldsOf({ 'precursor.number': null })).toEqual(['precursor.number']);
    expect(await fieldsOf({ 'precursor.expiresOn': { name: 'precursor.expiresOn', value: inDays(-1) } })).toEqual(['precursor.expiresOn']);
    expect(await fieldsOf({ 'precursor.number': null, 'precursor.expiresOn': null, 'precursor.file': null })).toEqual(['precursor.number']);
    expect(dataOf<Standing>(await standing(owner, other)).latest).toBeNull();
  });

  it('support staff list the queue, open the documents and verify: audit row, group verified', async () => {
    const { items, total } = await support.data<{ items: Array<{ id: number; groupId: number; classes: string[] }>; total: number }>('GET', 'lab-group-verifications?status=pending');
    expect(total).toBeGreaterThanOrEqual(1);
    const item = items.find((i) => i.groupId === groupId)!;
    expect(item.classes).toEqual(['precursor']);

    const detail = await support.data<Detail>('GET', `lab-group-verifications/${item.id}`);
    expect(detail).toMatchObject({ status: 'pending', institution: 'SJTU', permits: [{ class: 'precursor', number: '沪易制毒备 2026-0042', expiresOn: inDays(200) }], granted: null });
    const letter = await support.get(detail.institutionDocument!.url.replace('/api/backoffice/', ''));
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.headers['content-disposition']).toContain('letter.pdf');
    const permit = await support.get(detail.permits[0]!.document!.url.replace('/api/backoffice/', ''));
    expect(permit.headers['content-type']).toBe('image/png');
    // A file id of another submission (or none) is not this one's.
    expect((await support.get(`lab-group-verifications/${item.id + 100000}/files/${detail.institutionDocument!.id}`)).statusCode).toBe(404);

    const classNotSent = await support.post(`lab-group-verifications/${item.id}/verify`, { permits: [{ class: 'highly_toxic', expiresOn: inDays(30) }] });
    expect(classNotSent.statusCode).toBe(400);
    expect(classNotSent.json<{ data: { reason: string } }>().data.reason).toBe('PERMIT_NOT_SUBMITTED');
    const past = await support.post(`lab-group-verifications/${item.id}/verify`, { permits: [{ class: 'precursor', expiresOn: inDays(-1) }] });
    expect(past.json<{ data: { reason: string } }>().data.reason).toBe('PERMIT_EXPIRY_PAST');
    expect(await auditOf(t.app, 'lab_group_verification', item.id)).toEqual([]);

    const verified = await support.data<Detail>('POST', `lab-group-verifications/${item.id}/verify`, { permits: [{ class: 'precursor', expiresOn: inDays(180) }], note: 'Checked with SJTU' });
    expect(verified).toMatchObject({ status: 'verified', granted: [{ class: 'precursor', expiresOn: inDays(180), valid: true }] });
    const audit = await auditOf(t.app, 'lab_group_verification', item.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'lab_group.verify', after: { status: 'verified', groupId, granted: [{ class: 'precursor', expiresOn: inDays(180) }], note: 'Checked with SJTU' } });

    const twice = await support.post(`lab-group-verifications/${item.id}/reject`, { note: 'Too late' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ data: { reason: string } }>().data.reason).toBe('VERIFICATION_DECIDED');

    expect(dataOf<Standing>(await standing(buyer))).toMatchObject({ verified: true, permits: [{ class: 'precursor', valid: true }], latest: { status: 'verified' } });
  });

  it('a rejection is audit-logged with its note, and the group stays unverified', async () => {
    const other = await groupWith(t.app, owner);
    dataOf(await submitVerification(t.app, owner, other));
    const { items } = await support.data<{ items: Array<{ id: number; groupId: number }> }>('GET', 'lab-group-verifications?status=pending&pageSize=100');
    const id = items.find((i) => i.groupId === other)!.id;
    expect((await support.post(`lab-group-verifications/${id}/reject`, { note: '' })).statusCode).toBe(400);
    const rejected = await support.data<Detail>('POST', `lab-group-verifications/${id}/reject`, { note: 'The letter is not signed' });
    expect(rejected.status).toBe('rejected');
    const [audit] = await auditOf(t.app, 'lab_group_verification', id);
    expect(audit).toMatchObject({ action: 'lab_group.verification.reject', after: { status: 'rejected', groupId: other, note: 'The letter is not signed' } });
    expect(dataOf<Standing>(await standing(owner, other))).toMatchObject({ verified: false, latest: { status: 'rejected', decisionNote: 'The letter is not signed' } });
    const { items: rejectedList } = await support.data<{ items: Array<{ id: number }> }>('GET', 'lab-group-verifications?status=rejected&pageSize=100');
    expect(rejectedList.map((i) => i.id)).toContain(id);
    // After a rejection the owner may send again.
    expect((await submitVerification(t.app, owner, other)).statusCode).toBe(200);
  });

  it('support staff find a group and read its members, verification and budgets', async () => {
    const found = await support.data<{ items: Array<{ id: number; memberCount: number }> }>('GET', 'lab-groups?q=sjtu&pageSize=100');
    expect(found.items.find((g) => g.id === groupId)).toMatchObject({ memberCount: 2 });
    expect((await support.data<{ items: unknown[] }>('GET', 'lab-groups?q=no-such-institution-%25')).items).toEqual([]);
    dataOf(await owner.createBudget(groupId, { code: 'NSFC-1', name: 'NSFC', amount: 1000, periodStart: inDays(-1), periodEnd: inDays(100) }));
    const group = await support.data<{ members: Array<{ userId: number; roles: string[] }>; verification: Standing; budgets: { count: number; remaining: number } }>('GET', `lab-groups/${groupId}`);
    expect(group.members.map((m) => [m.userId, m.roles])).toEqual([[owner.userId, ['owner']], [buyer.userId, ['buyer']]]);
    expect(group.verification).toMatchObject({ verified: true, permits: [{ class: 'precursor' }] });
    expect(group.budgets).toMatchObject({ count: 1, remaining: 1000 });
    expect((await support.get('lab-groups/999999999')).statusCode).toBe(404);
  });
});
