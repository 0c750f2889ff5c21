import { describe, expect, it } from 'vitest';
import { toOptions } from './suggestion-options';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);

describe('search suggestion options', () => {
  it('puts a lot number’s certificate first, leading to the find-a-certificate page', () => {
    const options = toOptions({
      certificates: [{ lotNumber: 'B90301-1A', productName: 'Lithium hexafluorophosphate' }],
      products: [{ id: 90301, name: 'Lithium hexafluorophosphate', image: '', match: 'name' }],
      categories: [],
      brands: [],
    }, t);
    expect(options[0]).toEqual({
      group: 'certificates', label: 'search.suggest.certificateFor:{"lot":"B90301-1A"}', detail: 'Lithium hexafluorophosphate', path: '/certificate?lot=B90301-1A',
    });
    expect(options[1]).toMatchObject({ group: 'products', path: '/product/90301' });
  });
});
