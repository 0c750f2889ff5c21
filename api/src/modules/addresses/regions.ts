import { areaList } from '@vant/area-data';

/** Taiwan, Hong Kong and Macao are in the data package but outside mainland delivery. */
const notMainland = new Set(['71', '81', '82']);

export type Region = {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  province: string;
  city: string;
  district: string;
};

/**
 * The mainland province / city / district a 6-digit district code belongs to (codes and names from the
 * maintained @vant/area-data package), or null when the code is unknown or outside the mainland.
 */
export function regionOfDistrict(districtCode: string): Region | null {
  const district = areaList.county_list[districtCode];
  if (!district || notMainland.has(districtCode.slice(0, 2))) return null;
  const provinceCode = `${districtCode.slice(0, 2)}0000`;
  const cityCode = `${districtCode.slice(0, 4)}00`;
  const province = areaList.province_list[provinceCode];
  const city = areaList.city_list[cityCode];
  if (!province || !city) return null;
  return { provinceCode, cityCode, districtCode, province, city, district };
}

/** Whether province, city and district codes name one consistent mainland region. */
export function isConsistentRegion(codes: { provinceCode: string; cityCode: string; districtCode: string }): boolean {
  const region = regionOfDistrict(codes.districtCode);
  return region !== null && region.provinceCode === codes.provinceCode && region.cityCode === codes.cityCode;
}
