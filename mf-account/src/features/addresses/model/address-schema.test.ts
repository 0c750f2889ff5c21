import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real texts; no runtime code crosses
import zh from '../../../../../shared/src/i18n/locales/1.json';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- as above
import en from '../../../../../shared/src/i18n/locales/2.json';
import { checkAddress, createAddressSchema, emptyAddressValues, type AddressFormValues } from './address-schema';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en }, zh: { translation: zh } } });

const valid: AddressFormValues = {
  receiver: ' Li Lei ', mobile: '138 0013-8000', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
  detail: '  1 Keyuan Road ', postcode: '', isDefault: true,
};
const check = (values: Partial<AddressFormValues>, lng: 'en' | 'zh' = 'en') =>
  checkAddress(createAddressSchema(i18n.getFixedT(lng)), { ...valid, ...values });

describe('address form schema', () => {
  it('accepts a complete address and sends what the server expects (trimmed, bare mobile digits)', () => {
    expect(check({}).input).toEqual({
      receiver: 'Li Lei', mobile: '13800138000', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
      detail: '1 Keyuan Road', postcode: '', isDefault: true,
    });
  });

  it('refuses a mobile that is not an 11-digit mainland number, in the shopper\'s language', () => {
    for (const mobile of ['', '12800138000', '1380013800', '138001380001', '+8613800138000']) {
      expect(check({ mobile }).errors).toEqual({ mobile: 'Enter an 11-digit mainland China mobile number starting with 1.' });
    }
    expect(check({ mobile: '1234' }, 'zh').errors?.mobile).toBe('请输入以 1 开头的 11 位中国大陆手机号。');
  });

  it('takes an empty postcode or exactly six digits', () => {
    expect(check({ postcode: '518057' }).input?.postcode).toBe('518057');
    for (const postcode of ['51805', '5180577', 'ABCDEF']) {
      expect(check({ postcode }).errors).toEqual({ postcode: 'A postcode has 6 digits; leave it empty if you do not know it.' });
    }
  });

  it('needs all three region levels and names the missing ones', () => {
    expect(check({ provinceCode: '', cityCode: '', districtCode: '' }).errors).toEqual({
      provinceCode: 'Choose a province.', cityCode: 'Choose a city.', districtCode: 'Choose a district.',
    });
    expect(check({ districtCode: '' }, 'zh').errors).toEqual({ districtCode: '请选择区县。' });
  });

  it('bounds the street address (2–120 after trimming) and the receiver (1–32)', () => {
    expect(check({ detail: ' A ' }).errors).toEqual({ detail: 'Enter the street address (at least 2 characters).' });
    expect(check({ detail: 'x'.repeat(121) }).errors).toEqual({ detail: 'The street address can be at most 120 characters.' });
    expect(check({ detail: 'x'.repeat(120) }).input?.detail).toHaveLength(120);
    expect(check({ receiver: '   ' }).errors).toEqual({ receiver: "Enter the recipient's name." });
    expect(check({ receiver: 'x'.repeat(33) }).errors).toEqual({ receiver: "The recipient's name can be at most 32 characters." });
  });

  it('reports every empty required field of a blank form, one message each', () => {
    expect(Object.keys(check(emptyAddressValues).errors ?? {})).toEqual(['receiver', 'mobile', 'provinceCode', 'cityCode', 'districtCode', 'detail']);
  });
});
