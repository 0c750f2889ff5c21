import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { regionOfDistrict } from './regions';

/** docs/checkout-api.md "Addresses": at most this many per shopper (409 addressLimit beyond). */
export const MAX_ADDRESSES = 20;

const MAX_ID = 2_147_483_647;
const regionCode = z.string().regex(/^\d{6}$/);

const fields = {
  receiver: z.string().trim().min(1).max(32),
  mobile: z.string().regex(/^1[3-9]\d{9}$/),
  provinceCode: regionCode,
  cityCode: regionCode,
  districtCode: regionCode,
  detail: z.string().trim().min(2).max(120),
  postcode: z.string().regex(/^(\d{6})?$/).default(''),
  isDefault: z.boolean().optional(),
};

type Codes = { provinceCode?: string | undefined; cityCode?: string | undefined; districtCode?: string | undefined };

/**
 * The three codes must name one mainland region. The issue names the field that is wrong: the district
 * when it is unknown (or outside the mainland), else the province or city that does not contain it.
 */
function checkRegion(codes: Codes, ctx: z.RefinementCtx) {
  const given = [codes.provinceCode, codes.cityCode, codes.districtCode].filter((code) => code !== undefined);
  if (given.length === 0) return;
  if (given.length < 3) {
    const missing = (['provinceCode', 'cityCode', 'districtCode'] as const).find((field) => codes[field] === undefined)!;
    ctx.addIssue({ code: 'custom', path: [missing], input: undefined });
    return;
  }
  const region = regionOfDistrict(codes.districtCode!);
  if (!region) ctx.addIssue({ code: 'custom', path: ['districtCode'], input: codes.districtCode });
  else if (region.provinceCode !== codes.provinceCode) ctx.addIssue({ code: 'custom', path: ['provinceCode'], input: codes.provinceCode });
  else if (region.cityCode !== codes.cityCode) ctx.addIssue({ code: 'custom', path: ['cityCode'], input: codes.cityCode });
}

export const addBody = z.object(fields).strict().superRefine(checkRegion);
export type AddressInput = z.infer<typeof addBody>;

/** The whole address may be sent again or only what changed; region codes always come as a set of three. */
export const updateBody = z
  .object({
    id: z.number().int().min(1).max(MAX_ID),
    receiver: fields.receiver.optional(),
    mobile: fields.mobile.optional(),
    provinceCode: regionCode.optional(),
    cityCode: regionCode.optional(),
    districtCode: regionCode.optional(),
    detail: fields.detail.optional(),
    postcode: z.string().regex(/^(\d{6})?$/).optional(),
    isDefault: fields.isDefault,
  })
  .strict()
  .superRefine(checkRegion);
export type AddressUpdate = z.infer<typeof updateBody>;

export const idQuery = z.object({ id: z.coerce.number().int().min(1).max(MAX_ID) }).strict();
export const noQuery = z.object({}).strict();

export const addressSchema = z.object({
  id: z.number().int(),
  receiver: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  postcode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressResponse = envelopeOf(addressSchema);
export const addressListResponse = envelopeOf(z.array(addressSchema));
export const deletedResponse = envelopeOf(z.object({ id: z.number().int() }));
