import { describe, expect, it } from 'vitest';
import { checkAnswer, chinaToday } from './answer-draft';

const lines = [{ skuCode: 'A-1', quantity: 10 }, { skuCode: 'B-2', quantity: 2 }];
const draft = (changes = {}) => ({ prices: { 'A-1': '80', 'B-2': '200.5' }, shipping: '15', validUntil: '2026-12-31', note: ' FOB ', ...changes });

describe('the answer form\'s checks (the server\'s, repeated)', () => {
  it('builds the answer file with the total in yuan', () => {
    expect(checkAnswer(draft(), lines, '2026-11-26')).toEqual({
      errors: {}, total: 1216,
      input: { lines: [{ sku: 'A-1', unitPrice: 80 }, { sku: 'B-2', unitPrice: 200.5 }], shipping: 15, validUntil: '2026-12-31', note: 'FOB' },
    });
  });

  it('names each wrong field: a missing, zero or three-decimal price, negative shipping, a past or unreal date, long terms', () => {
    const { errors } = checkAnswer(draft({ prices: { 'A-1': '0', 'B-2': '1.005' }, shipping: '-1', validUntil: '2026-11-25', note: 'x'.repeat(501) }), lines, '2026-11-26');
    expect(errors).toEqual({
      'price.A-1': 'backoffice.quotations.answer.priceInvalid', 'price.B-2': 'backoffice.quotations.answer.priceInvalid',
      shipping: 'backoffice.quotations.answer.shippingInvalid', validUntil: 'backoffice.quotations.answer.validUntilPast',
      note: 'backoffice.quotations.answer.noteTooLong',
    });
    expect(checkAnswer(draft({ validUntil: '2026-02-30' }), lines, '2026-01-01').errors).toEqual({ validUntil: 'backoffice.quotations.answer.validUntilInvalid' });
    expect(checkAnswer(draft({ prices: { 'A-1': '80' } }), lines, '2026-11-26').errors).toEqual({ 'price.B-2': 'backoffice.quotations.answer.priceInvalid' });
  });

  it('refuses a total the shop cannot record, and takes today as valid (China calendar)', () => {
    expect(checkAnswer(draft({ prices: { 'A-1': '10000000', 'B-2': '1' } }), lines, '2026-11-26').errors).toEqual({ form: 'backoffice.quotations.answer.totalTooLarge' });
    expect(checkAnswer(draft({ validUntil: '2026-11-26' }), lines, '2026-11-26').errors).toEqual({});
    expect(chinaToday(new Date('2026-11-26T16:30:00Z'))).toBe('2026-11-27');
  });
});
