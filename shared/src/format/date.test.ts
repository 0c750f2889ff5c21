import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds } from './date';

describe('dates in the reader\'s language', () => {
  it('shows the day in each language\'s own order', () => {
    expect(formatDate('2025-03-05T12:00:00.000Z', 'en')).toBe('Mar 5, 2025');
    expect(formatDate('2025-03-05T12:00:00.000Z', 'zh')).toBe('2025年3月5日');
    expect(formatDate('2025-03-05T12:00:00.000Z', 'ja')).toBe('2025/03/05');
    expect(formatDate('2025-03-05T12:00:00.000Z', 'ko')).toBe('2025. 3. 5.');
  });

  it('adds the time when asked', () => {
    expect(formatDateTime('2025-03-05T12:00:00.000Z', 'en')).toMatch(/^Mar 5, 2025.*\d{1,2}:00/);
  });

  it('adds the seconds when asked, in local time', () => {
    const at = '2025-03-05T12:00:07.000Z';
    expect(formatDateTimeSeconds(at, 'en')).toMatch(/^Mar \d{1,2}, 2025.*\d{1,2}:\d{2}:07/);
    expect(formatDateTimeSeconds(at, 'en')).toContain(new Date(at).toLocaleTimeString('en', { timeStyle: 'medium' }));
    expect(formatDateTimeSeconds(at, 'ja')).toContain(new Date(at).toLocaleTimeString('ja', { timeStyle: 'medium' }));
    expect(formatDateTime(at, 'en')).not.toMatch(/:07/);
  });

  it('never shows "Invalid Date": nothing for no value, the text itself for something else', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
