import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

const START = Date.parse('2026-01-01T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('countdown to a deadline', () => {
  it('counts down each second by the server\'s clock and stops at 0', () => {
    const deadline = new Date(START + 3000).toISOString();
    // The server is one second ahead of this device.
    const { result } = renderHook(() => useCountdown(deadline, 1000));
    expect(result.current).toBe(2000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1000);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it('is null without a deadline (or with one that is not a date)', () => {
    expect(renderHook(() => useCountdown(null, 0)).result.current).toBeNull();
    expect(renderHook(() => useCountdown('soon', 0)).result.current).toBeNull();
  });

  it('follows a deadline that arrives after the first render', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline, 0), { initialProps: { deadline: null as string | null } });
    expect(result.current).toBeNull();
    rerender({ deadline: new Date(START + 60_000).toISOString() });
    expect(result.current).toBe(60_000);
  });
});
