import { z } from 'zod';

/** Limits mirrored from the API (docs/checkout-api.md "Invoice"). */
export const TAX_NUMBER = /^[A-Z0-9]{15,20}$/;
export const BANK_ACCOUNT = /^\d{8,30}$/;
export const PHONE = /^[0-9-]{6,20}$/;
export const TEXT_MAX = 100;
export const ADDRESS_MAX = 200;

/** Issue messages are codes; the form turns each into a text of the shopper's language. */
export type InvoiceErrorCode = 'required' | 'tooLong' | 'taxNumber' | 'bankAccount' | 'phone';

// Spaces inside a tax number or an account number are how people copy them; the server wants none (and
// tax numbers in upper case, which is how they are printed anyway).
const compact = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value);
const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const taxNumber = z.preprocess(compact, z.string().min(1, 'required').regex(TAX_NUMBER, 'taxNumber'));

const ordinary = z.object({
  type: z.literal('ordinary'),
  title: required(TEXT_MAX),
  // A person's invoice has no tax number; a company's must be well-formed.
  taxNumber: z.preprocess(compact, z.string().refine((value) => value === '' || TAX_NUMBER.test(value), 'taxNumber')),
});

const special = z.object({
  type: z.literal('special'),
  title: required(TEXT_MAX),
  taxNumber,
  bank: required(TEXT_MAX),
  bankAccount: z.preprocess(compact, z.string().min(1, 'required').regex(BANK_ACCOUNT, 'bankAccount')),
  registeredAddress: required(ADDRESS_MAX),
  registeredPhone: z.string().trim().min(1, 'required').regex(PHONE, 'phone'),
});

/** The invoice form's one schema: the choice decides which fields exist and which are required. */
export const invoiceSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('none') }), ordinary, special]);

export type InvoiceField = 'title' | 'taxNumber' | 'bank' | 'bankAccount' | 'registeredAddress' | 'registeredPhone';
export type InvoiceDraft = { type: 'none' | 'ordinary' | 'special' } & Record<InvoiceField, string>;
export type InvoiceErrors = Partial<Record<InvoiceField, InvoiceErrorCode>>;

export const emptyInvoiceDraft: InvoiceDraft = {
  type: 'none', title: '', taxNumber: '', bank: '', bankAccount: '', registeredAddress: '', registeredPhone: '',
};

/** Checks the draft: the invoice to send (only the chosen type's fields, normalized), or the errors per field. */
export function checkInvoice(draft: InvoiceDraft): { invoice: z.infer<typeof invoiceSchema> } | { errors: InvoiceErrors } {
  const fields = draft.type === 'none' ? { type: 'none' } : draft;
  const result = invoiceSchema.safeParse(fields);
  if (result.success) return { invoice: result.data };
  const errors: InvoiceErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as InvoiceField;
    errors[field] ??= issue.message as InvoiceErrorCode;
  }
  return { errors };
}
