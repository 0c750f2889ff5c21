import { describe, expect, it } from 'vitest';
import { quotationSource } from './quotation-source';

describe('quotation source', () => {
  it('reads cart lines or one SKU with a quantity, and nothing else', () => {
    expect(quotationSource(new URLSearchParams('lineIds=3,4'))).toEqual({ cartLineIds: [3, 4] });
    expect(quotationSource(new URLSearchParams('skuId=7&quantity=12'))).toEqual({ items: [{ skuId: 7, quantity: 12 }] });
    expect(quotationSource(new URLSearchParams('skuId=7'))).toEqual({ items: [{ skuId: 7, quantity: 1 }] });
    expect(quotationSource(new URLSearchParams('skuId=x'))).toBeNull();
    expect(quotationSource(new URLSearchParams('skuId=7&quantity=0'))).toBeNull();
    expect(quotationSource(new URLSearchParams('skuId=7&quantity=10000'))).toBeNull();
    expect(quotationSource(new URLSearchParams(''))).toBeNull();
  });
});
