import { describe, expect, it, vi } from 'vitest';
import { connectBusinessEvents, trackBusinessEvent, trackBusinessEventOnce } from './business-events';

describe('business events', () => {
  it('wait for the tracker, then go in order; once connected they go at once; "once" events go once per tab', () => {
    trackBusinessEvent('add_to_cart', { skuId: 3, quantity: 2 });
    trackBusinessEventOnce('LM1', 'order_paid', { orderNo: 'LM1' });
    const sent = vi.fn();
    connectBusinessEvents(sent);
    expect(sent.mock.calls).toEqual([['add_to_cart', { skuId: 3, quantity: 2 }], ['order_paid', { orderNo: 'LM1' }]]);
    trackBusinessEventOnce('LM1', 'order_paid', { orderNo: 'LM1' });
    trackBusinessEvent('search_results', { result_count: 0 });
    expect(sent.mock.calls.slice(2)).toEqual([['search_results', { result_count: 0 }]]);
    expect(window.sessionStorage.getItem('labmall:event:order_paid:LM1')).toBe('1');
  });
});
