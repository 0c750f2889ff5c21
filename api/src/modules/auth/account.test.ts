import { describe, expect, it } from 'vitest';
import { isAccount, maskAccount, nicknameFor, normalizeAccount } from './account';

describe('accounts', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false],
    ['1381234567', false],
    ['+8613812345678', false],
    ['alice@lab.example', true],
    ['alice@localhost', false],
    ['alice', false],
    ["' OR 1=1 --", false],
  ])('isAccount(%j) is %s', (account, valid) => {
    expect(isAccount(account)).toBe(valid);
  });

  it('keeps emails lower-case and trims', () => {
    expect(normalizeAccount('  Alice@Lab.Example ')).toBe('alice@lab.example');
    expect(normalizeAccount(' 13812345678 ')).toBe('13812345678');
  });

  it.each([
    ['13812345678', '138****5678', '138****5678'],
    ['demo@labmall.test', 'de***@labmall.test', 'de***'],
    ['bob@lab.example', 'b***@lab.example', 'b***'],
    ['x@lab.example', 'x***@lab.example', 'x***'],
  ])('masks %s as %s (nickname %s)', (account, masked, nickname) => {
    expect(maskAccount(account)).toBe(masked);
    expect(nicknameFor(account)).toBe(nickname);
  });
});
