import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { maskAccount, nicknameFor } from '../auth/account';
import { filledProfile, profileShopper } from './profile-client';

describe.each(drivers)('GET and POST /api/user/profile on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  it('a new account has the masked account, its derived nickname and empty fields', async () => {
    const me = await profileShopper(t.app);
    expect((await me.get()).json()).toEqual({
      code: 200,
      message: 'ok',
      data: { account: maskAccount(me.account), nickname: nicknameFor(me.account), institution: '', laboratory: '', mobile: '', email: '' },
    });
  });

  it('saves the profile, trimmed, and reads it back; GET /api/auth/user shows the new nickname', async () => {
    const me = await profileShopper(t.app);
    const saved = await me.save(filledProfile({ nickname: '  Dr. Li  ', institution: ' Fudan University ' }));
    const expected = { account: maskAccount(me.account), ...filledProfile() };
    expect(saved.json()).toEqual({ code: 200, message: 'ok', data: expected });
    expect((await me.get()).json()).toMatchObject({ data: expected });
    // The account stays masked and unchanged: the profile cannot touch the sign-in account.
    expect(expected.account).toMatch(/^[a-z]{2}\*\*\*@lab\.example$/);
    expect((await me.api.user(me.token)).json()).toMatchObject({ user: { nickname: 'Dr. Li', account: expected.account } });
  });

  it('empty optional fields clear what was there', async () => {
    const me = await profileShopper(t.app);
    await me.save(filledProfile());
    const cleared = await me.save({ nickname: '李老师', institution: '', laboratory: '', mobile: '', email: '' });
    expect(cleared.json()).toMatchObject({ data: { nickname: '李老师', institution: '', laboratory: '', mobile: '', email: '' } });
  });

  it("one shopper's save changes nobody else's profile", async () => {
    const me = await profileShopper(t.app);
    const other = await profileShopper(t.app);
    await me.save(filledProfile({ nickname: 'Mine' }));
    expect((await other.get()).json()).toMatchObject({ data: { nickname: nicknameFor(other.account), institution: '' } });
  });

  it('needs a sign-in for both calls', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/user/profile', ...(method === 'POST' ? { payload: filledProfile() } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: null });
    }
  });
});
