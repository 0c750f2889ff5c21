import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { addressSchema } from '../addresses/schemas';
import { detailResponse, listSummarySchema } from '../lab-lists/schemas';
import { invoiceSchema } from '../orders/invoice-schema';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const addressParams = z.object({ id, addressId: id }).strict();
export const titleParams = z.object({ id, titleId: id }).strict();
export const listParams = z.object({ id, listId: id }).strict();
export const shareListBody = z.object({ listId: z.number().int().min(1).max(2_147_483_647) }).strict();

/** An invoice title is an ordinary or special VAT invoice of the checkout (orders/invoice-schema.ts), never `none`. */
export const invoiceTitleBody = z.object({ invoice: invoiceSchema.refine((invoice) => invoice.type !== 'none') }).strict();
const invoiceTitleSchema = z.object({ id: z.number().int(), invoice: z.record(z.string(), z.string()) });

export const sharedAddressResponse = envelopeOf(addressSchema);
export const sharedAddressesResponse = envelopeOf(z.object({ items: z.array(addressSchema) }));
export const invoiceTitleResponse = envelopeOf(invoiceTitleSchema);
export const invoiceTitlesResponse = envelopeOf(z.object({ items: z.array(invoiceTitleSchema) }));
export const sharedListsResponse = envelopeOf(z.object({ items: z.array(listSummarySchema.extend({ ownerId: z.number().int(), ownerName: z.string() })) }));
export const sharedListResponse = detailResponse;
