import { and, asc, eq, gt } from 'drizzle-orm';
import { fullReductionRules } from '../../db/schema/promotions';
import type { Db } from '../../db/types';

/**
 * How long the enabled full-reduction rules are kept in memory. Every priced cart, preview and order needs
 * them and they change a few times a year, so one read per few seconds is enough: a rule edited in the
 * database applies within this time on every replica. A shopper is never charged a total they were not
 * shown meanwhile, since order creation compares it with the total the preview showed (409 priceChanged).
 */
export const RULES_TTL_MS = 5_000;

const loadRules = (db: Db, from: Date) =>
  db
    .select({
      id: fullReductionRules.id,
      name: fullReductionRules.name,
      kind: fullReductionRules.kind,
      tiers: fullReductionRules.tiers,
      categoryIds: fullReductionRules.categoryIds,
      priority: fullReductionRules.priority,
      startsAt: fullReductionRules.startsAt,
      endsAt: fullReductionRules.endsAt,
    })
    .from(fullReductionRules)
    .where(and(eq(fullReductionRules.enabled, true), gt(fullReductionRules.endsAt, from)))
    .orderBy(asc(fullReductionRules.priority), asc(fullReductionRules.id));

export type ActiveRule = Awaited<ReturnType<typeof loadRules>>[number];

/** Per database handle: the rules not yet ended at `from`, valid for pricing at any time in [from, from + TTL). */
const loaded = new WeakMap<Db, { from: number; rules: Promise<ActiveRule[]> }>();

/** Enabled rules in force at `now`, in the order a line picks its rule (priority, then id). */
export async function activeRules(db: Db, now: Date): Promise<ActiveRule[]> {
  let entry = loaded.get(db);
  if (!entry || now.getTime() < entry.from || now.getTime() >= entry.from + RULES_TTL_MS) {
    const rules = loadRules(db, now);
    const fresh = { from: now.getTime(), rules };
    loaded.set(db, fresh);
    rules.catch(() => loaded.get(db) === fresh && loaded.delete(db)); // a failed read is not kept
    entry = fresh;
  }
  return (await entry.rules).filter((rule) => rule.startsAt <= now && now < rule.endsAt);
}

/** Drops the kept rules after a write to the rules table, so the next pricing reads them again. */
export function forgetActiveRules(db: Db): void {
  loaded.delete(db);
}
