import { describe, expect, it } from 'vitest';
import { paramsAreValid } from './route-entry';

describe('route parameter validation (spec §8: a failed check is a 404)', () => {
  it('accepts positive integer ids and routes without an id', () => {
    expect(paramsAreValid({ lang: 'zh', id: '42' })).toBe(true);
    expect(paramsAreValid({ lang: 'zh' })).toBe(true);
  });

  it('rejects ids that are not positive integers', () => {
    for (const id of ['abc', '0', '-1', '1.5', '01', '1e3', '99999999999999999999']) {
      expect(paramsAreValid({ id }), id).toBe(false);
    }
  });
});
