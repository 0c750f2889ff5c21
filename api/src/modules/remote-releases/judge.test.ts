import { describe, expect, it } from 'vitest';
import { judgeCanary } from './judge';

describe('the canary judge', () => {
  it('rolls back a canary whose error rate is clearly worse, saying by how much', () => {
    const verdict = judgeCanary({ pageLoads: 400, errors: 40 }, { pageLoads: 4000, errors: 20 });
    expect(verdict.rollback).toBe(true);
    expect(verdict.reason).toBe('error rate clearly worse: canary 10.00 % of 400 page loads vs live 0.50 % of 4000 (z = 15.62)');
  });

  it('waits for the minimum number of page loads, however bad the first ones look', () => {
    const verdict = judgeCanary({ pageLoads: 199, errors: 199 }, { pageLoads: 5000, errors: 0 });
    expect(verdict).toEqual({ rollback: false, reason: 'waiting for 200 page loads on each side (canary 199, live 5000)' });
  });

  it('takes a lower minimum when the shop sets one (CANARY_MIN_PAGE_LOADS)', () => {
    expect(judgeCanary({ pageLoads: 11, errors: 11 }, { pageLoads: 40, errors: 0 }, 12)).toEqual({ rollback: false, reason: 'waiting for 12 page loads on each side (canary 11, live 40)' });
    expect(judgeCanary({ pageLoads: 12, errors: 12 }, { pageLoads: 40, errors: 0 }, 12).rollback).toBe(true);
  });

  it('keeps a canary that is as good as live, or only a little worse by chance', () => {
    expect(judgeCanary({ pageLoads: 500, errors: 5 }, { pageLoads: 5000, errors: 50 }).rollback).toBe(false);
    expect(judgeCanary({ pageLoads: 500, errors: 9 }, { pageLoads: 5000, errors: 50 }).rollback).toBe(false);
    expect(judgeCanary({ pageLoads: 500, errors: 0 }, { pageLoads: 5000, errors: 0 }).rollback).toBe(false);
  });

  it('does not roll back a statistically worse canary that is less than twice the live rate', () => {
    // 6 % vs 4 % on large numbers: significant, but not "clearly worse" by the ratio rule.
    expect(judgeCanary({ pageLoads: 50_000, errors: 3000 }, { pageLoads: 50_000, errors: 2000 }).rollback).toBe(false);
  });
});
