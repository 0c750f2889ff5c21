import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amount in words', () => {
  it('writes the Chinese capital amount (大写) with its zeros, 整 and units', () => {
    expect(amountInWords(1_234_567, 'zh')).toBe('壹万贰仟叁佰肆拾伍元陆角柒分');
    expect(amountInWords(10_000, 'zh')).toBe('壹佰元整');
    expect(amountInWords(105, 'zh')).toBe('壹元零伍分');
    expect(amountInWords(50, 'zh')).toBe('伍角整');
    expect(amountInWords(0, 'zh')).toBe('零元整');
    expect(amountInWords(100_050_000, 'zh')).toBe('壹佰万零伍佰元整');
    expect(amountInWords(1_000_000_500, 'zh')).toBe('壹仟万零伍元整');
    expect(amountInWords(10_000_000_000 + 2_000, 'zh')).toBe('壹亿零贰拾元整');
    expect(amountInWords(121_500, 'zh')).toBe('壹仟贰佰壹拾伍元整');
  });

  it('writes English words, Japanese kanji and Korean numerals', () => {
    expect(amountInWords(1_234_567, 'en')).toBe('Twelve thousand three hundred forty-five yuan and sixty-seven fen only');
    expect(amountInWords(121_500, 'en')).toBe('One thousand two hundred fifteen yuan only');
    expect(amountInWords(1_234_567, 'ja')).toBe('金一万二千三百四十五元六角七分也');
    expect(amountInWords(1_234_567, 'ko')).toBe('일금 일만이천삼백사십오위안 육십칠펀정');
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => amountInWords(-1, 'zh')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'en')).toThrow(RangeError);
  });
});
