import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { addressClient, shanghai } from './address-client';

describe.each(drivers)('addresses: validation and the 20-address cap on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const signedIn = async () => addressClient(ctx.t.app, (await ctx.api.signUp()).token);

  it('fills the region names from the codes and makes the first address the default', async () => {
    const book = await signedIn();
    const res = await book.add(shanghai({ province: 'Fake', isDefault: false }));
    expect(res.json().message).toBe('Unknown field "province"');
    const first = await book.created({ isDefault: false });
    expect(first).toMatchObject({ province: '上海市', city: '上海市', district: '徐汇区', postcode: '200030', isDefault: true });
    const second = await book.created({ provinceCode: '440000', cityCode: '440300', districtCode: '440305', postcode: '' });
    expect(second).toMatchObject({ province: '广东省', city: '深圳市', district: '南山区', isDefault: false });
  });

  it.each([
    [{ mobile: '12812345678' }, 'Field "mobile" has an invalid format'],
    [{ receiver: '' }, 'Field "receiver" must have at least 1 character'],
    [{ detail: 'x' }, 'Field "detail" must have at least 2 characters'],
    [{ postcode: '12345' }, 'Field "postcode" has an invalid format'],
    [{ districtCode: '310999' }, 'Field "districtCode" is invalid'],
    [{ provinceCode: '810000', cityCode: '810100', districtCode: '810101' }, 'Field "districtCode" is invalid'],
    [{ cityCode: '310200' }, 'Field "cityCode" is invalid'],
    [{ provinceCode: '110000' }, 'Field "provinceCode" is invalid'],
  ])('refuses %o with a 400 naming the field, storing nothing', async (override, message) => {
    const book = await signedIn();
    const res = await book.add(shanghai(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await book.entries()).toEqual([]);
  });

  it('holds at most 20 addresses, even when the last place is raced for', async () => {
    const book = await signedIn();
    for (let i = 0; i < 18; i++) await book.created({ detail: `Road ${i}` });
    const raced = await Promise.all([1, 2, 3].map((i) => book.add(shanghai({ detail: `Race ${i}` }))));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    expect(raced.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 409, data: null });
    expect(await book.entries()).toHaveLength(20);
  });

  it('updates fields, refilling the names when the region changes', async () => {
    const book = await signedIn();
    const address = await book.created();
    const res = await book.update({ id: address.id, provinceCode: '110000', cityCode: '110100', districtCode: '110101', receiver: '李四' });
    expect(res.json().data).toMatchObject({ id: address.id, province: '北京市', district: '东城区', receiver: '李四', detail: address.detail });
    const partial = await book.update({ id: address.id, districtCode: '110102' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('Field "provinceCode" is invalid');
  });
});
