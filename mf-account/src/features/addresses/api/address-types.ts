import type { Address } from '@labmall/shared/account/address-types';

export type { Address };

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
