import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { filledProfile, profileShopper } from './profile-client';

describe.each(drivers)('POST /api/user/profile validation on %s', (driver) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof profileShopper>>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    me = await profileShopper(t.app);
    await me.save(filledProfile());
  });
  afterAll(() => t?.close());

  it.each([
    [{ nickname: '' }, 'Field "nickname" must have at least 1 character'],
    [{ nickname: '   ' }, 'Field "nickname" must have at least 1 character'],
    [{ nickname: 'x'.repeat(33) }, 'Field "nickname" must have at most 32 characters'],
    [{ nickname: 'two\nlines' }, 'Field "nickname" has an invalid format'],
    [{ nickname: 7 }, 'Field "nickname" must be a string'],
    [{ institution: 'i'.repeat(101) }, 'Field "institution" must have at most 100 characters'],
    [{ laboratory: 'l'.repeat(101) }, 'Field "laboratory" must have at most 100 characters'],
    [{ mobile: '123' }, 'Field "mobile" must be a mainland China mobile number (11 digits) or empty'],
    [{ mobile: '12812345678' }, 'Field "mobile" must be a mainland China mobile number (11 digits) or empty'],
    [{ email: 'x@' }, 'Field "email" must be a valid email address or empty'],
    [{ email: `${'a'.repeat(250)}@b.cn` }, 'Field "email" must have at most 254 characters'],
    [{ email: undefined }, 'Missing required field "email"'],
    [{ account: 'other@lab.example' }, 'Unknown field "account"'],
  ])('refuses %o with a 400 naming the field, changing nothing', async (override, message) => {
    const res = await me.save(filledProfile(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, data: null });
    expect((await me.get()).json()).toMatchObject({ data: filledProfile() });
  });

  it.each([
    ['zh', '字段 mobile 应为中国大陆手机号（11 位）或留空'],
    ['ja', '項目 email は正しいメールアドレスで指定するか、空欄にしてください'],
    ['ko', '항목 nickname은(는) 1자 이상이어야 합니다'],
  ])('names the field in the request\'s language (%s)', async (language, message) => {
    const override = { zh: { mobile: '123' }, ja: { email: 'x@' }, ko: { nickname: '' } }[language]!;
    const res = await me.save(filledProfile(override), language);
    expect(res.json()).toEqual({ code: 400, message, data: null });
  });

  it('refuses a body that is not an object, and a query string', async () => {
    expect((await me.save([filledProfile()])).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile?userId=1',
      payload: filledProfile(),
      headers: { authorization: `Bearer ${me.token}`, 'accept-language': 'en' },
    });
    expect(res.json()).toEqual({ code: 400, message: 'Unknown field "userId"', data: null });
  });
});
