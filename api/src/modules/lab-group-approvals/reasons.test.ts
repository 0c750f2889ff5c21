import { describe, expect, it } from 'vitest';
import { approvalReasons, type OrderFacts } from './reasons';

const buyer: OrderFacts = { roles: ['buyer'], payAmount: 10_000, hasHazardous: false, remainingFen: 50_000, overBudget: 'refuse' };
const noRules = { aboveAmount: null, hazardous: false };

describe('approvalReasons', () => {
  it('lets a buyer order directly when no rule applies', () => {
    expect(approvalReasons(noRules, buyer)).toEqual([]);
    expect(approvalReasons({ aboveAmount: 10_000, hazardous: true }, buyer)).toEqual([]);
  });

  it('always holds a requester, and names every rule that applies', () => {
    expect(approvalReasons(noRules, { ...buyer, roles: ['requester'] })).toEqual(['requester']);
    expect(approvalReasons({ aboveAmount: 9_999, hazardous: true }, { ...buyer, roles: ['requester', 'approver'], hasHazardous: true, remainingFen: 0, overBudget: 'approval' })).toEqual([
      'requester',
      'above_amount',
      'hazardous',
      'over_budget',
    ]);
  });

  it('holds an owner only over budget: the amount and hazard rules ask the owner', () => {
    const owner = { ...buyer, roles: ['owner' as const], hasHazardous: true };
    expect(approvalReasons({ aboveAmount: 1, hazardous: true }, owner)).toEqual([]);
    expect(approvalReasons({ aboveAmount: 1, hazardous: true }, { ...owner, remainingFen: 0, overBudget: 'approval' })).toEqual(['over_budget']);
  });

  it('counts over budget only when the group chose approval for it', () => {
    expect(approvalReasons(noRules, { ...buyer, remainingFen: 9_999 })).toEqual([]);
    expect(approvalReasons(noRules, { ...buyer, remainingFen: 9_999, overBudget: 'approval' })).toEqual(['over_budget']);
    expect(approvalReasons(noRules, { ...buyer, remainingFen: 10_000, overBudget: 'approval' })).toEqual([]);
  });
});
