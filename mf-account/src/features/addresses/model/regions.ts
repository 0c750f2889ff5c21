export interface RegionOption {
  code: string;
  name: string;
}

export interface Regions {
  provinces: RegionOption[];
  citiesOf: (provinceCode: string) => RegionOption[];
  districtsOf: (cityCode: string) => RegionOption[];
}

/** Taiwan, Hong Kong and Macao are in the data but outside mainland delivery (the server refuses them too). */
const NOT_MAINLAND = new Set(['71', '81', '82']);

type AreaList = { province_list: Record<string, string>; city_list: Record<string, string>; county_list: Record<string, string> };

/** Groups codes by their parent: a city is the district's first 4 digits + '00', a province the first 2 + '0000'. */
function groupBy(list: Record<string, string>, parentOf: (code: string) => string): Map<string, RegionOption[]> {
  const groups = new Map<string, RegionOption[]>();
  const codes = Object.keys(list).filter((code) => !NOT_MAINLAND.has(code.slice(0, 2))).sort();
  for (const code of codes) {
    const parent = parentOf(code);
    const group = groups.get(parent) ?? [];
    group.push({ code, name: list[code]! });
    groups.set(parent, group);
  }
  return groups;
}

export function buildRegions(areaList: AreaList): Regions {
  const provinces = groupBy(areaList.province_list, () => '').get('') ?? [];
  const cities = groupBy(areaList.city_list, (code) => `${code.slice(0, 2)}0000`);
  const districts = groupBy(areaList.county_list, (code) => `${code.slice(0, 4)}00`);
  return {
    provinces,
    citiesOf: (provinceCode) => cities.get(provinceCode) ?? [],
    districtsOf: (cityCode) => districts.get(cityCode) ?? [],
  };
}

let loading: Promise<Regions> | undefined;

/**
 * The region data (~33 KB gzipped) is its own chunk, fetched the first time an address form opens and never
 * in a page's first load. A failed fetch is forgotten so "retry" really fetches again.
 */
export function loadRegions(): Promise<Regions> {
  loading ??= import(/* webpackChunkName: "area-data" */ '@vant/area-data').then(
    ({ areaList }) => buildRegions(areaList),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
