/**
 * An address as the API returns it (docs/checkout-api.md "Address"). Region codes are the 6-digit codes of
 * @vant/area-data; the names beside them are filled in by the server.
 */
export interface Address {
  id: number;
  receiver: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode: string;
  isDefault: boolean;
}

/** What the shopper writes; the server derives the names from the codes. */
export interface AddressInput {
  receiver: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  detail: string;
  postcode: string;
  isDefault?: boolean;
}

/** docs/checkout-api.md: beyond this many, add answers 409 addressLimit; the UI stops offering "add" first. */
export const MAX_ADDRESSES = 20;
