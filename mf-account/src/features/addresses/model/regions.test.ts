import { describe, expect, it } from 'vitest';
import { loadRegions } from './regions';

describe('region data', () => {
  it('offers mainland provinces only, each with its own cities and districts', async () => {
    const regions = await loadRegions();
    const codes = regions.provinces.map((p) => p.code);
    expect(codes).toHaveLength(31);
    expect(codes).not.toContain('710000');
    expect(codes).not.toContain('810000');
    expect(codes).not.toContain('820000');
    expect(regions.provinces[0]).toEqual({ code: '110000', name: '北京市' });
    expect(regions.citiesOf('440000').map((c) => c.name)).toContain('深圳市');
    expect(regions.citiesOf('440000').every((c) => c.code.startsWith('44'))).toBe(true);
    expect(regions.districtsOf('440300')).toContainEqual({ code: '440305', name: '南山区' });
    expect(regions.districtsOf('440300').every((d) => d.code.startsWith('4403'))).toBe(true);
    expect(regions.citiesOf('810000')).toEqual([]);
  });
});
