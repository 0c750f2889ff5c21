import { isHttpError } from '@labmall/shared/api/http-error';
import { VERIFICATION_FIELDS, type VerificationErrors, type VerificationField } from './verification-form';

type Envelope = { data?: { reason?: unknown; errors?: unknown } | null };

// The client rejects with the envelope for a refused body code and with an AxiosError for an HTTP error (spec §8).
const envelopeOf = (error: unknown): Envelope | undefined => {
  const body = isHttpError(error) ? error.response?.data : error;
  return typeof body === 'object' && body !== null ? (body as Envelope) : undefined;
};

/** The stable `data.reason` of a refusal (e.g. VERIFICATION_PENDING), if any. */
export function refusalReason(error: unknown): string | undefined {
  const reason = envelopeOf(error)?.data?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** A 400 `formInvalid`'s field messages (already in the reader's language), keyed by the form's fields. */
export function refusedFields(error: unknown): VerificationErrors {
  const list = envelopeOf(error)?.data?.errors;
  const errors: VerificationErrors = {};
  if (!Array.isArray(list)) return errors;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const field = item.field as VerificationField;
    if (VERIFICATION_FIELDS.includes(field) && typeof item.message === 'string' && !errors[field]) errors[field] = item.message;
  }
  return errors;
}
