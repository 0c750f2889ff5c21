import { describe, expect, it } from 'vitest';
import { formatPublished, formatSize } from './format';

describe('formatSize', () => {
  it('shows bytes, kilobytes and megabytes', () => {
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(2421, 'en')).toBe('2.4 KB');
    expect(formatSize(15 * 1024 * 1024, 'en')).toBe('15 MB');
  });
});

describe('formatPublished', () => {
  it('prints the UTC day whatever the local zone', () => {
    expect(formatPublished('2026-03-02T00:00:00.000Z', 'en')).toBe('Mar 2, 2026');
    expect(formatPublished('garbage', 'en')).toBe('');
  });
});
