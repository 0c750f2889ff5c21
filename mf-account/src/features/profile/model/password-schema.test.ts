import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';
import { checkPassword, createPasswordSchema, type PasswordValues } from './password-schema';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en } } });

const valid: PasswordValues = { oldPassword: 'old-secret', newPassword: 'NewSecret42', confirmPassword: 'NewSecret42' };
const check = (values: Partial<PasswordValues>) => checkPassword(createPasswordSchema(i18n.getFixedT('en')), { ...valid, ...values });

describe('password change schema', () => {
  it('sends the current and the new password only', () => {
    expect(check({}).input).toEqual({ oldPassword: 'old-secret', newPassword: 'NewSecret42' });
  });

  it('applies the registration rule to the new password (8–64, a letter and a digit), with the sign-in form\'s words', () => {
    expect(check({ newPassword: 'short1', confirmPassword: 'short1' }).errors).toEqual({ newPassword: 'The password must be 8–64 characters long.' });
    expect(check({ newPassword: 'lettersonly', confirmPassword: 'lettersonly' }).errors).toEqual({ newPassword: 'The password needs at least one letter and one digit.' });
    expect(check({ newPassword: `a1${'x'.repeat(63)}`, confirmPassword: `a1${'x'.repeat(63)}` }).errors?.newPassword).toBe('The password must be 8–64 characters long.');
  });

  it('takes any current password (a rule may have changed since it was set) but needs one', () => {
    expect(check({ oldPassword: 'x' }).input).toBeTruthy();
    expect(check({ oldPassword: '' }).errors).toEqual({ oldPassword: 'Enter your current password.' });
  });

  it('needs the confirmation to match, and the new password to differ from the current one', () => {
    expect(check({ confirmPassword: 'NewSecret43' }).errors).toEqual({ confirmPassword: 'The two new passwords do not match.' });
    expect(check({ newPassword: 'old-secret1', oldPassword: 'old-secret1', confirmPassword: 'old-secret1' }).errors).toEqual({
      newPassword: 'The new password must differ from the current one.',
    });
  });

  it('names every empty field of a blank form, one message each', () => {
    expect(check({ oldPassword: '', newPassword: '', confirmPassword: '' }).errors).toEqual({
      oldPassword: 'Enter your current password.', newPassword: 'Enter a new password.', confirmPassword: 'Enter the new password again.',
    });
  });
});
