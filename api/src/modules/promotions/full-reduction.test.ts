import { describe, expect, it } from 'vitest';
import { texts } from '../../test/catalogue-rows';
import { applyFullReductions, reduceByRule, shareReduction, tierReduction, type ReductionRule } from './full-reduction';

const rule = (over: Partial<ReductionRule> & Pick<ReductionRule, 'id'>): ReductionRule => ({
  name: texts(`rule ${over.id}`), kind: 'reduce', tiers: [], categoryIds: null, priority: 0, ...over,
});
const consumables = rule({ id: 1, categoryIds: [3], tiers: [{ threshold: 30_000, reduce: 3_000 }, { threshold: 80_000, reduce: 10_000 }] });
const materials = rule({ id: 2, kind: 'discount', categoryIds: [801], tiers: [{ threshold: 200_000, rate: 950 }, { threshold: 500_000, rate: 900 }] });
const line = (amount: number, categoryId: number, topCategoryId: number) => ({ amount, categoryId, topCategoryId });

describe('full reduction tiers', () => {
  it.each([
    [29_999, 0, { threshold: 30_000, reduce: 3_000, missing: 1 }],
    [30_000, 3_000, { threshold: 80_000, reduce: 10_000, missing: 50_000 }],
    [79_999, 3_000, { threshold: 80_000, reduce: 10_000, missing: 1 }],
    [80_000, 10_000, null],
    [1_000_000, 10_000, null],
  ])('takes the highest reached "reduce" tier of %i fen: %i off, next %j', (eligible, reduction, nextTier) => {
    expect(reduceByRule(consumables, eligible)).toEqual({ reduction, nextTier });
  });

  it('takes the part not paid at the rate, in whole fen rounded half up', () => {
    expect(reduceByRule(materials, 200_000)).toEqual({ reduction: 10_000, nextTier: { threshold: 500_000, rate: 900, missing: 300_000 } });
    expect(reduceByRule(materials, 200_010).reduction).toBe(10_001); // 10,000.5 fen
    expect(reduceByRule(materials, 200_009).reduction).toBe(10_000); // 10,000.45 fen
    expect(reduceByRule(materials, 500_001).reduction).toBe(50_000); // 50,000.1 fen
  });

  it('never takes more than the eligible amount', () => {
    expect(tierReduction('reduce', { threshold: 0, reduce: 5_000 }, 1_200)).toBe(1_200);
    expect(tierReduction('discount', { threshold: 0, rate: 0 }, 1_200)).toBe(1_200);
  });
});

describe('full reduction over order lines', () => {
  it('counts each line towards the first rule in scope by priority, then id, and sums per rule', () => {
    const storeWide = rule({ id: 9, priority: 100, tiers: [{ threshold: 10_000, reduce: 500 }] });
    const early = rule({ id: 5, priority: -1, categoryIds: [302], tiers: [{ threshold: 1, reduce: 100 }] });
    const lines = [line(20_000, 301, 3), line(15_000, 302, 3), line(12_000, 903, 9), line(190_000, 801, 8), null];
    const result = applyFullReductions([storeWide, materials, consumables, early], lines);
    expect(result.ruleIds).toEqual([1, 5, 9, 2, null]);
    expect(result.reductions.map((r) => [r.ruleId, r.eligibleAmount, r.reduction])).toEqual([
      [5, 15_000, 100],
      [1, 20_000, 0],
      [2, 190_000, 0],
      [9, 12_000, 500],
    ]);
    expect(result.reductions.find((r) => r.ruleId === 1)!.nextTier).toEqual({ threshold: 30_000, reduce: 3_000, missing: 10_000 });
    expect(result.lineReductions).toEqual([0, 100, 500, 0, 0]);
  });

  it('breaks a priority tie by the lower id and leaves lines outside every scope alone', () => {
    const a = rule({ id: 7, categoryIds: [3], tiers: [{ threshold: 0, reduce: 1 }] });
    const b = rule({ id: 4, categoryIds: [301], tiers: [{ threshold: 0, reduce: 2 }] });
    const result = applyFullReductions([a, b], [line(500, 301, 3), line(500, 1101, 11)]);
    expect(result.ruleIds).toEqual([4, null]);
    expect(result.reductions).toHaveLength(1);
  });

  it('spreads a rule\'s reduction over its lines in proportion, to the fen', () => {
    const result = applyFullReductions([consumables], [line(10_000, 301, 3), line(20_000, 302, 3), line(50_001, 305, 3)]);
    expect(result.reductions[0]).toMatchObject({ eligibleAmount: 80_001, reduction: 10_000 });
    expect(result.lineReductions).toEqual([1_250, 2_500, 6_250]);
    expect(shareReduction(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(shareReduction(10, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(shareReduction(8, [3, 3, 3])).toEqual([3, 3, 2]);
    expect(shareReduction(5, [0, 7])).toEqual([0, 5]);
    expect(shareReduction(0, [])).toEqual([]);
  });
});
