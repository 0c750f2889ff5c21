import type { FullReductionKind, FullReductionTier } from '../../db/schema/promotions';
import type { LocalizedText } from '../../i18n/language';
import { inCategories, type CategorizedLine } from './category-scope';
import type { AppliedReduction } from './price-order';

export type ReductionRule = {
  id: number;
  name: LocalizedText;
  kind: FullReductionKind;
  tiers: FullReductionTier[];
  categoryIds: number[] | null;
  priority: number;
};

/** A line as the rules see it; lines that cannot count (unknown SKUs) are left out by the caller. */
export type ReducibleLine = CategorizedLine & { amount: number };

export type FullReductionResult = {
  reductions: AppliedReduction[];
  /** Per line (same order): the rule it counts towards, and its share of that rule's reduction (fen). */
  ruleIds: (number | null)[];
  lineReductions: number[];
};

const byPriority = (a: ReductionRule, b: ReductionRule) => a.priority - b.priority || a.id - b.id;

/** The rule a line counts towards: the first in scope by priority, then id (a line counts once). */
export function ruleForLine(rules: readonly ReductionRule[], line: CategorizedLine): ReductionRule | undefined {
  return [...rules].sort(byPriority).find((rule) => inCategories(rule.categoryIds, line));
}

/** What a reached tier takes off `eligible` fen: a fixed amount, or the part not paid at `rate` ‰ (whole fen). */
export function tierReduction(kind: FullReductionKind, tier: FullReductionTier, eligible: number): number {
  const off = kind === 'reduce' ? (tier.reduce ?? 0) : Math.round((eligible * (1000 - (tier.rate ?? 1000))) / 1000);
  return Math.min(Math.max(0, off), eligible);
}

/** The rule's reduction on `eligible` fen (highest reached tier) and the next tier still to reach. */
export function reduceByRule(rule: ReductionRule, eligible: number): Pick<AppliedReduction, 'reduction' | 'nextTier'> {
  const tiers = [...rule.tiers].sort((a, b) => a.threshold - b.threshold);
  const reached = tiers.filter((tier) => tier.threshold <= eligible).at(-1);
  const next = tiers.find((tier) => tier.threshold > eligible);
  return {
    reduction: reached ? tierReduction(rule.kind, reached, eligible) : 0,
    nextTier: next ? { ...next, missing: next.threshold - eligible } : null,
  };
}

/**
 * Splits a rule's reduction over its lines in proportion to their amounts (whole fen, the remainder a
 * fen at a time from the first line), so a coupon can see what is left of the lines in its own scope.
 */
export function shareReduction(reduction: number, amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total === 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((reduction * amount) / total));
  let rest = reduction - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; rest > 0 && i < shares.length; i += 1) {
    if (shares[i]! < amounts[i]!) {
      shares[i]! += 1;
      rest -= 1;
    }
  }
  return shares;
}

/** Every rule with at least one line, with its reduction, the line attribution and the cart hint. */
export function applyFullReductions(rules: readonly ReductionRule[], lines: readonly (ReducibleLine | null)[]): FullReductionResult {
  const ordered = [...rules].sort(byPriority);
  const ruleIds = lines.map((line) => (line ? (ordered.find((rule) => inCategories(rule.categoryIds, line))?.id ?? null) : null));
  const lineReductions = lines.map(() => 0);
  const reductions: AppliedReduction[] = [];
  for (const rule of ordered) {
    const indexes = ruleIds.flatMap((id, index) => (id === rule.id ? [index] : []));
    if (indexes.length === 0) continue;
    const amounts = indexes.map((index) => lines[index]!.amount);
    const eligibleAmount = amounts.reduce((sum, amount) => sum + amount, 0);
    const { reduction, nextTier } = reduceByRule(rule, eligibleAmount);
    shareReduction(reduction, amounts).forEach((share, k) => {
      lineReductions[indexes[k]!] = share;
    });
    reductions.push({ ruleId: rule.id, name: rule.name, kind: rule.kind, eligibleAmount, reduction, nextTier });
  }
  return { reductions, ruleIds, lineReductions };
}
