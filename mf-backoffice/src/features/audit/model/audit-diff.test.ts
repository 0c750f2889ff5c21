import { describe, expect, it } from 'vitest';
import { diffRecords, showValue } from './audit-diff';

describe('audit diff', () => {
  it('lists only the fields that changed, nested ones by path', () => {
    const before = { name: { zh: '锂箔', en: 'Li foil' }, status: 'on_sale', images: ['a'] };
    const after = { name: { zh: '锂箔', en: 'Lithium foil' }, status: 'off_sale', images: ['a'] };
    expect(diffRecords(before, after)).toEqual([
      { path: 'name.en', before: 'Li foil', after: 'Lithium foil' },
      { path: 'status', before: 'on_sale', after: 'off_sale' },
    ]);
  });

  it('shows a creation as every field added and a deletion as every field removed', () => {
    expect(diffRecords(null, { stock: 5 })).toEqual([{ path: 'stock', before: undefined, after: 5 }]);
    expect(diffRecords({ id: 3 }, null)).toEqual([{ path: 'id', before: 3, after: undefined }]);
    expect(showValue(['GHS02'])).toBe('["GHS02"]');
    expect(showValue('')).toBe('""');
  });
});
