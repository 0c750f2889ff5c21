import { beforeEach, describe, expect, it } from 'vitest';
import { newSessionId, SESSION_IDLE_MS, SESSION_MAX_MS, touchSession } from './session';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

beforeEach(() => localStorage.clear());

describe('analytics session', () => {
  it('uses a UUID without dashes (32 hex) as id', () => {
    expect(newSessionId()).toMatch(/^[0-9a-f]{32}$/);
    expect(touchSession(T0).session_id).toMatch(/^[0-9a-f]{32}$/);
    expect(newSessionId()).not.toBe(newSessionId());
  });

  it('keeps the session inside the limits and moves latest_session_time', () => {
    const first = touchSession(T0);
    const later = touchSession(T0 + SESSION_IDLE_MS); // exactly 30 min is not "more than"
    expect(later.session_id).toBe(first.session_id);
    expect(later.first_session_time).toBe(T0);
    expect(later.latest_session_time).toBe(T0 + SESSION_IDLE_MS);
    expect(localStorage.getItem('labmall_analytics_latest_session_time')).toBe(String(T0 + SESSION_IDLE_MS));
  });

  it('renews after more than 30 minutes without activity', () => {
    const first = touchSession(T0);
    const next = touchSession(T0 + SESSION_IDLE_MS + 1);
    expect(next.session_id).not.toBe(first.session_id);
    expect(next.first_session_time).toBe(T0 + SESSION_IDLE_MS + 1);
  });

  it('renews after more than 12 hours even with steady activity', () => {
    const first = touchSession(T0);
    let now = T0;
    while (now + 20 * MINUTE <= T0 + SESSION_MAX_MS) {
      now += 20 * MINUTE;
      expect(touchSession(now).session_id).toBe(first.session_id);
    }
    const renewed = touchSession(T0 + SESSION_MAX_MS + 1);
    expect(renewed.session_id).not.toBe(first.session_id);
    expect(renewed.first_session_time).toBe(T0 + SESSION_MAX_MS + 1);
  });

  it('renews when the stored times lie in the future', () => {
    const first = touchSession(T0);
    const afterClockReset = touchSession(T0 - MINUTE);
    expect(afterClockReset.session_id).not.toBe(first.session_id);
    expect(afterClockReset.first_session_time).toBe(T0 - MINUTE);
  });

  it('renews when only latest_session_time lies in the future', () => {
    const first = touchSession(T0);
    localStorage.setItem('labmall_analytics_latest_session_time', String(T0 + 10 * MINUTE));
    expect(touchSession(T0 + MINUTE).session_id).not.toBe(first.session_id);
  });

  it('starts over when the stored values are garbage', () => {
    localStorage.setItem('labmall_analytics_session_id', 'not-an-id');
    localStorage.setItem('labmall_analytics_first_session_time', String(T0));
    localStorage.setItem('labmall_analytics_latest_session_time', String(T0));
    expect(touchSession(T0 + MINUTE).session_id).toMatch(/^[0-9a-f]{32}$/);
  });
});
