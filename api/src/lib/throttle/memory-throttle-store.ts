import { addFailure, gateEnded, takeTurn, type GateRule, type GateState } from './gate-rule';
import type { ThrottleHit, ThrottleStore } from './throttle-store';

const SWEEP_EVERY_MS = 60_000;

type Gate = GateState & { members: Set<string> };

/**
 * State in this process only: right for one replica (and tests), and the stand-in while Redis is away;
 * several replicas need Redis. `now` is the app's clock (tests move it instead of sleeping).
 */
export function createMemoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const gates = new Map<string, Gate>();
  let nextSweep = now() + SWEEP_EVERY_MS;

  // Keys are client input (accounts, addresses): drop ended state so the maps cannot grow without bound.
  function sweep(time: number) {
    if (time < nextSweep) return;
    nextSweep = time + SWEEP_EVERY_MS;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
    for (const [key, gate] of gates) if (gateEnded(gate, time)) gates.delete(key);
  }

  function liveGate(key: string, time: number): Gate | undefined {
    const gate = gates.get(key);
    if (gate && gateEnded(gate, time)) gates.delete(key);
    return gates.get(key);
  }

  return {
    async hit(key: string, windowMs: number): Promise<ThrottleHit> {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, retryAfterMs: window.endsAt - time };
    },
    async reset(key: string): Promise<void> {
      windows.delete(key);
      gates.delete(key);
    },
    async take(key: string, rule: GateRule): Promise<number> {
      const time = now();
      const gate = liveGate(key, time);
      return gate ? takeTurn(gate, rule, time) : 0;
    },
    async fail(key: string, rule: GateRule, member?: string): Promise<void> {
      const time = now();
      sweep(time);
      let gate = liveGate(key, time);
      if (!gate) {
        gate = { failures: 0, notBefore: 0, endsAt: 0, members: new Set() };
        gates.set(key, gate);
      }
      if (member !== undefined) {
        if (gate.members.has(member)) return;
        gate.members.add(member);
      }
      addFailure(gate, rule, time);
    },
  };
}
