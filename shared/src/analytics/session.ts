/**
 * The analytics session of spec §3/§4/§9, kept in localStorage so it survives reloads and spans tabs.
 * It is renewed after 30 minutes without activity, after 12 hours in total, or when the stored times lie in
 * the future (a clock set back, or values written by a broken client), since those would never expire.
 */
export const SESSION_IDLE_MS = 1_800_000;
export const SESSION_MAX_MS = 43_200_000;
export const SESSION_KEY_PREFIX = 'labmall_analytics_';

const ID_KEY = `${SESSION_KEY_PREFIX}session_id`;
const FIRST_KEY = `${SESSION_KEY_PREFIX}first_session_time`;
const LATEST_KEY = `${SESSION_KEY_PREFIX}latest_session_time`;

export interface AnalyticsSession {
  session_id: string;
  first_session_time: number;
  latest_session_time: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;
const memory = new Map<string, string>();
// Private modes can refuse localStorage; the session then lives for this page only.
const memoryStore: KeyValueStore = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };

function defaultStore(): KeyValueStore {
  try {
    return window.localStorage;
  } catch {
    return memoryStore;
  }
}

/** A v4 UUID without dashes (32 hex). getRandomValues, unlike randomUUID, also works on plain-http hosts. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isCurrent(id: string | null, first: number, latest: number, now: number): id is string {
  if (!id || !/^[0-9a-f]{32}$/.test(id) || !Number.isFinite(first) || !Number.isFinite(latest)) return false;
  if (first > now || latest > now) return false;
  return now - latest <= SESSION_IDLE_MS && now - first <= SESSION_MAX_MS;
}

/** Records activity at `now` and returns the session it belongs to, starting a new one when the old expired. */
export function touchSession(now: number = Date.now(), store: KeyValueStore = defaultStore()): AnalyticsSession {
  const storedId = store.getItem(ID_KEY);
  const storedFirst = Number(store.getItem(FIRST_KEY));
  const latest = Number(store.getItem(LATEST_KEY));
  const current = isCurrent(storedId, storedFirst, latest, now);
  const session: AnalyticsSession = {
    session_id: current ? storedId : newSessionId(),
    first_session_time: current ? storedFirst : now,
    latest_session_time: now,
  };
  store.setItem(ID_KEY, session.session_id);
  store.setItem(FIRST_KEY, String(session.first_session_time));
  store.setItem(LATEST_KEY, String(session.latest_session_time));
  return session;
}
