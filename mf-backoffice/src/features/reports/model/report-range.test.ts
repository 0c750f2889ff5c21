import { describe, expect, it } from 'vitest';
import { addDays, checkRange, chinaToday, daysIn, defaultRange } from './report-range';

describe('report range', () => {
  it("counts China's day, not the reader's", () => {
    // 2026-11-30 17:00 UTC is already 1 December in Shanghai.
    expect(chinaToday(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(chinaToday(new Date('2026-11-30T15:59:00Z'))).toBe('2026-11-30');
  });

  it('defaults to the 30 days up to yesterday', () => {
    expect(defaultRange(new Date('2026-12-01T02:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(daysIn({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
  });

  it('moves across months and leap days', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses what the API refuses: bad days, from after to, more than 731 days', () => {
    expect(checkRange({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(checkRange({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid');
    expect(checkRange({ from: '', to: '2026-03-01' })).toBe('invalid');
    expect(checkRange({ from: '2026-11-02', to: '2026-11-01' })).toBe('order');
    expect(checkRange({ from: '2024-11-01', to: '2026-10-31' })).toBeNull();
    expect(daysIn({ from: '2024-11-01', to: '2026-10-31' })).toBe(730);
    expect(checkRange({ from: '2024-11-01', to: '2026-11-01' })).toBeNull();
    expect(checkRange({ from: '2024-10-31', to: '2026-11-01' })).toBe('tooLong');
  });
});
