import { z } from 'zod';
import { languages, type Lang } from '../../i18n/language';
import { envelopeOf } from '../../lib/envelope';
import { yuanToFen } from '../../lib/money';

/** PostgreSQL's integer: a larger id is a 400, not a database error. */
export const MAX_ID = 2_147_483_647;
/** Far above any price in the shop, and (in fen) well inside PostgreSQL's integer. */
const MAX_YUAN = 10_000_000;

export const int = z.number().int();
export const id = z.number().int().min(1).max(MAX_ID);
export const queryId = z.coerce.number().int().min(1).max(MAX_ID);
export const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export const noQuery = z.strictObject({});

/** A translated text: every language required, trimmed, within `max` characters. */
export const localizedText = (max: number) =>
  z.strictObject(Object.fromEntries(languages.map((lang) => [lang, z.string().trim().min(1).max(max)])) as Record<Lang, z.ZodString>);
export const localizedOut = z.object(Object.fromEntries(languages.map((lang) => [lang, z.string()])) as Record<Lang, z.ZodString>);

/** Yuan with at most two decimals, above zero; the service gets integer fen. */
export const yuan = z.number().gt(0).max(MAX_YUAN).multipleOf(0.01).transform(yuanToFen);

/**
 * The `version` an edit was read at: the record's `updatedAt` (ISO). Normalised to the form the server answers
 * (`…T…:…:….mmmZ`), so a client that reformats the same instant is not refused.
 */
export const version = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

/** A paged list answer (DESIGN §5). */
export const pagedOf = <T extends z.ZodType>(item: T) => envelopeOf(z.object({ items: z.array(item), total: int, page: int, pageSize: int }));

/** A bare success without data. */
export const done = envelopeOf(z.null());
