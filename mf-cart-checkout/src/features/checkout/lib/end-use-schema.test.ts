import { describe, expect, it } from 'vitest';
import { checkEndUse } from './end-use-schema';

describe('the end-use declaration', () => {
  it('is required, 10–500 characters counted after trimming, and sent trimmed', () => {
    expect(checkEndUse('   ')).toEqual({ error: 'required' });
    expect(checkEndUse('  too short  ')).toEqual({ error: 'tooShort' });
    expect(checkEndUse(`  ${'a'.repeat(10)}  `)).toEqual({ endUse: 'a'.repeat(10) });
    expect(checkEndUse('a'.repeat(500))).toEqual({ endUse: 'a'.repeat(500) });
    expect(checkEndUse('a'.repeat(501))).toEqual({ error: 'tooLong' });
  });
});
