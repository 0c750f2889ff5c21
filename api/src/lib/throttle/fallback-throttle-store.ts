import type { ThrottleStore } from './throttle-store';

/** What /metrics shows of the fallback: whether it is in use now, how many outages, how many calls it answered. */
export type FallbackStatus = { active: boolean; outages: number; fallbackCalls: number };

type Options = {
  /** False while the primary is known to be away (ioredis' status): then it is not even tried. */
  isUp: () => boolean;
  log: { warn: (message: string) => void; info: (message: string) => void };
};

/**
 * The shared (Redis) store while it answers, this replica's own store while it does not. Refusing every sign-in
 * because Redis is away would hurt users more than per-replica limits help attackers for a few minutes; the limits
 * stay, only counted per replica. The outage is logged once, its end once, and `status` is read by /metrics.
 */
export function createFallbackThrottleStore(primary: ThrottleStore, fallback: ThrottleStore, options: Options) {
  const status: FallbackStatus = { active: false, outages: 0, fallbackCalls: 0 };

  async function run<T>(call: (store: ThrottleStore) => Promise<T>): Promise<T> {
    if (options.isUp()) {
      try {
        const answer = await call(primary);
        if (status.active) {
          status.active = false;
          options.log.info('throttle store: Redis answers again; limits are shared by every replica again');
        }
        return answer;
      } catch {
        // Redis away, or not answering in time: counted below, in this replica.
      }
    }
    if (!status.active) {
      status.active = true;
      status.outages += 1;
      options.log.warn('throttle store: Redis is unreachable; each replica counts its own limits until it is back');
    }
    status.fallbackCalls += 1;
    return call(fallback);
  }

  const store: ThrottleStore = {
    hit: (key, windowMs) => run((s) => s.hit(key, windowMs)),
    reset: (key) => run((s) => s.reset(key)),
    take: (key, rule) => run((s) => s.take(key, rule)),
    fail: (key, rule, member) => run((s) => s.fail(key, rule, member)),
  };
  return { store, status };
}
