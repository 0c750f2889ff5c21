import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { dataOf, groupClient, groupWith, type GroupClient } from '../lab-groups/test-client';

const rulesOf = (client: GroupClient, id: number) => client.send('GET', `/api/lab-groups/${id}/rules`);

describe.each(drivers)('lab-group approval rules on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const client = () => groupClient(ctx.t.app);
  // The lab-groups test client has no PUT: the call as a client makes it.
  const putRules = (client: GroupClient, id: number, body: unknown) =>
    ctx.t.app.inject({ method: 'PUT', url: `/api/lab-groups/${id}/rules`, payload: body as object, headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'en' } });

  it('a new group has only the requester rule; the owner sets the others and members read them', async () => {
    const [owner, buyer, requester] = [await client(), await client(), await client()];
    const id = await groupWith(ctx.t.app, owner, [[buyer, ['buyer']], [requester, ['requester']]]);
    expect(dataOf(await rulesOf(buyer, id))).toEqual({ requesterOrders: true, aboveAmount: null, hazardous: false });
    expect(dataOf(await putRules(owner, id, { aboveAmount: 5_000.5, hazardous: true }))).toEqual({ requesterOrders: true, aboveAmount: 5_000.5, hazardous: true });
    expect(dataOf(await rulesOf(requester, id))).toEqual({ requesterOrders: true, aboveAmount: 5_000.5, hazardous: true });
    expect(dataOf(await putRules(owner, id, { aboveAmount: null, hazardous: false }))).toEqual({ requesterOrders: true, aboveAmount: null, hazardous: false });
    expect(dataOf(await rulesOf(owner, id))).toEqual({ requesterOrders: true, aboveAmount: null, hazardous: false });
  });

  it('only owners change the rules; non-members get 404; bad amounts and unknown fields are refused', async () => {
    const [owner, buyer, stranger] = [await client(), await client(), await client()];
    const id = await groupWith(ctx.t.app, owner, [[buyer, ['buyer', 'approver', 'finance']]]);
    expect((await putRules(buyer, id, { aboveAmount: 1, hazardous: true })).json()).toMatchObject({ code: 403, data: { reason: 'LAB_GROUP_FORBIDDEN' } });
    expect((await rulesOf(stranger, id)).statusCode).toBe(404);
    expect((await putRules(stranger, id, { aboveAmount: 1, hazardous: true })).statusCode).toBe(404);
    for (const body of [{ aboveAmount: 0, hazardous: true }, { aboveAmount: 1.234, hazardous: true }, { aboveAmount: 1 }, { aboveAmount: 1, hazardous: true, requesterOrders: false }]) {
      expect((await putRules(owner, id, body)).statusCode).toBe(400);
    }
    expect(dataOf(await rulesOf(owner, id))).toEqual({ requesterOrders: true, aboveAmount: null, hazardous: false });
  });
});
