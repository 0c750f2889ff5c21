import type { Address } from '../api/address-types';

/**
 * One line for the region and street. For the four municipalities the city repeats the province
 * (北京市 北京市 东城区), so it is written once.
 */
export function formatAddress(address: Address): string {
  const { province, city, district, detail, postcode } = address;
  const region = [province, city === province ? '' : city, district].filter(Boolean).join(' ');
  return [region, detail, postcode].filter(Boolean).join(' ');
}
