import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real texts; no runtime code crosses
import zh from '../../../../../shared/src/i18n/locales/1.json';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- as above
import en from '../../../../../shared/src/i18n/locales/2.json';
import { checkProfile, createProfileSchema, type ProfileValues } from './profile-schema';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en }, zh: { translation: zh } } });

const valid: ProfileValues = { nickname: ' Li Lei ', institution: ' Tsinghua University ', laboratory: '', mobile: '138 0013-8000', email: ' li@lab.cn ' };
const check = (values: Partial<ProfileValues>, lng: 'en' | 'zh' = 'en') =>
  checkProfile(createProfileSchema(i18n.getFixedT(lng)), { ...valid, ...values });

describe('profile form schema', () => {
  it('sends what the server expects: trimmed texts, bare mobile digits, empty optional fields as ""', () => {
    expect(check({}).input).toEqual({ nickname: 'Li Lei', institution: 'Tsinghua University', laboratory: '', mobile: '13800138000', email: 'li@lab.cn' });
    expect(check({ institution: '', mobile: '', email: '' }).input).toMatchObject({ institution: '', mobile: '', email: '' });
  });

  it('needs a nickname of 1–32 characters, in the shopper\'s language', () => {
    expect(check({ nickname: '   ' }).errors).toEqual({ nickname: 'Enter a nickname.' });
    expect(check({ nickname: 'x'.repeat(33) }).errors).toEqual({ nickname: 'The nickname can be at most 32 characters.' });
    expect(check({ nickname: 'x'.repeat(32) }).input?.nickname).toHaveLength(32);
    expect(check({ nickname: '' }, 'zh').errors).toEqual({ nickname: '请填写昵称。' });
  });

  it('bounds institution and laboratory at 100 characters and refuses tabs in names', () => {
    expect(check({ institution: 'x'.repeat(101), laboratory: 'y'.repeat(101) }).errors).toEqual({
      institution: 'The institution can be at most 100 characters.', laboratory: 'The laboratory can be at most 100 characters.',
    });
    expect(check({ laboratory: 'y'.repeat(100) }).input?.laboratory).toHaveLength(100);
    expect(check({ nickname: 'Li\tLei' }).errors).toEqual({ nickname: 'Remove line breaks and tabs from this field.' });
  });

  it('takes an empty mobile or an 11-digit mainland number', () => {
    for (const mobile of ['12800138000', '1380013800', '+8613800138000']) {
      expect(check({ mobile }).errors).toEqual({ mobile: 'Enter an 11-digit mainland China mobile number starting with 1, or leave it empty.' });
    }
  });

  it('takes an empty email or a valid one of at most 254 characters', () => {
    for (const email of ['li@', 'li lab@x.cn', 'li@lab']) {
      expect(check({ email }).errors).toEqual({ email: 'Enter a valid email address, or leave it empty.' });
    }
    expect(check({ email: `${'a'.repeat(64)}@${'b'.repeat(187)}.cn` }).errors).toEqual({ email: 'The email address can be at most 254 characters.' });
  });
});
