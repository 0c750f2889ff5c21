/**
 * A delivery address as the API returns it (docs/checkout-api.md "Address"): one definition for the account
 * remote, which owns the address book, and the cart/checkout remote, which receives one from its picker.
 * Region codes are the 6-digit codes of @vant/area-data; the names beside them are filled in by the server.
 * Types only: nothing here is bundled.
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
