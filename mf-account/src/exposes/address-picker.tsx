/**
 * Fragment for the confirm-order page (shown with RemoteSlot, docs/contracts.md): the shopper's addresses as a
 * radio group, an inline "add a new address" form and a link to /user/address. Needs sign-in. Props:
 *   { selectedId: number | null; onSelect: (address: Address) => void }
 *   Address = { id, receiver, mobile, provinceCode, cityCode, districtCode, province, city, district, detail,
 *               postcode, isDefault } (docs/checkout-api.md)
 * With selectedId null (or unknown) it calls onSelect with the default, else the first address, once loaded;
 * an address added inline is selected through onSelect after it is saved.
 */
export type { AddressPickerProps } from '../features/addresses/components/address-picker';
export type { Address } from '../features/addresses/api/address-types';
export { AddressPicker as default } from '../features/addresses/components/address-picker';
