import { describe, expect, it } from 'vitest';
import { formatRemaining } from './remaining';

describe('time left as h:mm:ss', () => {
  it('pads minutes and seconds, not hours', () => {
    expect(formatRemaining((1 * 3600 + 2 * 60 + 3) * 1000)).toBe('1:02:03');
    expect(formatRemaining(30 * 60_000)).toBe('0:30:00');
  });

  it('keeps counting hours past a day', () => {
    expect(formatRemaining(72 * 3600_000)).toBe('72:00:00');
  });

  it('drops the part of a second and never goes below zero', () => {
    expect(formatRemaining(59_999)).toBe('0:00:59');
    expect(formatRemaining(-5000)).toBe('0:00:00');
  });
});
