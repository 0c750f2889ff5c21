import { z } from 'zod/mini';
import type { Address, AddressInput } from '../api/address-types';

/** The form's fields in screen order: the first invalid one gets the focus. */
export const ADDRESS_FIELDS = ['receiver', 'mobile', 'provinceCode', 'cityCode', 'districtCode', 'detail', 'postcode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressFormValues = Record<AddressField, string> & { isDefault: boolean };

export const emptyAddressValues: AddressFormValues = {
  receiver: '', mobile: '', provinceCode: '', cityCode: '', districtCode: '', detail: '', postcode: '', isDefault: false,
};

export function valuesOf(address: Address): AddressFormValues {
  const { receiver, mobile, provinceCode, cityCode, districtCode, detail, postcode, isDefault } = address;
  return { receiver, mobile, provinceCode, cityCode, districtCode, detail, postcode, isDefault };
}

const chosen = (message: string) => z.string().check(z.minLength(1, message));

/**
 * The one schema of the address form, mirroring api/src/modules/addresses/schemas.ts (the server checks the
 * same rules again and, beyond them, that the three codes name one region). Messages come in the shopper's
 * language. zod/mini keeps this out of the bundle's weight: only the checks used here are shipped.
 */
export function createAddressSchema(t: (key: string, options?: Record<string, unknown>) => string) {
  return z.object({
    receiver: z.string().check(z.trim(), z.minLength(1, t('address.errors.receiverRequired')), z.maxLength(32, t('address.errors.receiverTooLong'))),
    // People type mobiles in groups ("138 0013 8000"); the server takes the bare 11 digits.
    mobile: z.string().check(z.overwrite((value) => value.replace(/[\s-]/g, '')), z.regex(/^1[3-9]\d{9}$/, t('address.errors.mobile'))),
    provinceCode: chosen(t('address.errors.province')),
    cityCode: chosen(t('address.errors.city')),
    districtCode: chosen(t('address.errors.district')),
    detail: z.string().check(z.trim(), z.minLength(2, t('address.errors.detailTooShort')), z.maxLength(120, t('address.errors.detailTooLong'))),
    postcode: z.string().check(z.trim(), z.regex(/^(\d{6})?$/, t('address.errors.postcode'))),
    isDefault: z.boolean(),
  });
}

export type AddressErrors = Partial<Record<AddressField, string>>;

/** The request body, or the first message for each invalid field. */
export function checkAddress(
  schema: ReturnType<typeof createAddressSchema>,
  values: AddressFormValues,
): { input: AddressInput; errors?: undefined } | { input?: undefined; errors: AddressErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { input: result.data };
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
