import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { oneOf, reportRange } from './range';

const now = new Date('2026-11-28T10:00:00+08:00');
const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
  return 'accepted';
};

describe('a report range', () => {
  it('defaults to the 30 China days up to yesterday, with the 30 days before them to compare', () => {
    expect(reportRange({}, now)).toEqual({ from: '2026-10-29', to: '2026-11-27', days: 30, previous: { from: '2026-09-29', to: '2026-10-28' } });
  });

  it('takes both days included, and the previous period of as many days right before', () => {
    expect(reportRange({ from: '2026-11-01', to: '2026-11-30' }, now)).toMatchObject({ days: 30, previous: { from: '2026-10-02', to: '2026-10-31' } });
    expect(reportRange({ from: '2026-03-01', to: '2026-03-01' }, now)).toMatchObject({ days: 1, previous: { from: '2026-02-28', to: '2026-02-28' } });
  });

  it('refuses a date that is not a day, a reversed range and more than 24 months', () => {
    expect(refusal(() => reportRange({ from: '2026-02-30', to: '2026-03-01' }, now))).toBe('reportRangeInvalid');
    expect(refusal(() => reportRange({ from: '28/11/2026', to: '2026-11-28' }, now))).toBe('reportRangeInvalid');
    expect(refusal(() => reportRange({ from: '2026-11-02', to: '2026-11-01' }, now))).toBe('reportRangeOrder');
    expect(refusal(() => reportRange({ from: '2024-01-01', to: '2026-01-01' }, now))).toBe('reportRangeTooLong');
    expect(refusal(() => reportRange({ from: '2024-01-02', to: '2026-01-01' }, now))).toBe('accepted');
  });

  it('accepts only the listed values of a dimension, and lists them when refusing', () => {
    expect(oneOf('week', ['day', 'week', 'month'] as const, 'day')).toBe('week');
    expect(oneOf(undefined, ['day', 'week', 'month'] as const, 'day')).toBe('day');
    try {
      oneOf('colour', ['category', 'product'] as const);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 400, key: 'reportDimensionUnknown', data: { allowed: ['category', 'product'] } });
    }
  });
});
