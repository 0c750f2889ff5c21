import { describe, expect, it } from 'vitest';
import { accountError, passwordError } from './credential-rules';

describe('credential rules', () => {
  it('accepts an email or a mainland mobile number', () => {
    expect(accountError('ada@lab.example.cn')).toBeNull();
    expect(accountError('13912345678')).toBeNull();
    expect(accountError('')).toBe('auth.errors.accountRequired');
    for (const bad of ['12345678901', '1391234567', 'ada@lab', "' OR 1=1 --"]) expect(accountError(bad), bad).toBe('auth.errors.accountFormat');
  });

  it('checks password strength only when registering', () => {
    expect(passwordError('', false)).toBe('auth.errors.passwordRequired');
    expect(passwordError('short', false)).toBeNull();
    expect(passwordError('short1', true)).toBe('auth.errors.passwordLength');
    expect(passwordError('onlyletters', true)).toBe('auth.errors.passwordStrength');
    expect(passwordError('12345678', true)).toBe('auth.errors.passwordStrength');
    expect(passwordError('Letters123', true)).toBeNull();
  });
});
