import { describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart } from './china-day';

describe('the shop’s calendar day (China, UTC+8)', () => {
  it('turns at 16:00 UTC, whatever the server’s zone', () => {
    expect(chinaDay(new Date('2026-11-26T15:59:59.999Z'))).toBe('2026-11-26');
    expect(chinaDay(new Date('2026-11-26T16:00:00.000Z'))).toBe('2026-11-27');
  });

  it('a day starts at China’s midnight; the next day’s start ends it', () => {
    expect(chinaDayStart('2026-11-27').toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(chinaDayStart('2026-12-31', 1).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});
