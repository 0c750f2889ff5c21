import { z } from 'zod';
import { languages } from '../../i18n/language';
import { envelopeOf } from '../../lib/envelope';
import { id, int, localizedText, version } from '../backoffice-catalogue/schemas';
import { partialText } from './article-schemas';

/** A path inside the shop (no scheme, no `//host`): a banner never sends a shopper elsewhere. */
const shopPath = z.string().trim().max(255).regex(/^\/(?!\/)[^\s\\]*$/);
/** A picture the shop serves itself: a stored content file, a catalogue picture or a bundled /media one. */
const image = z.string().trim().max(255).regex(/^\/(api\/content\/file\/\d+|media\/[\w./-]+)$/);
const when = z.iso.datetime({ offset: true }).nullable();

export const bannerSaveBody = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    kind: z.enum(['carousel', 'service']),
    title: localizedText(120),
    subtitle: localizedText(200),
    image,
    link: shopPath,
    sort: int.min(0).max(10_000),
    active: z.boolean(),
    startsAt: when,
    endsAt: when,
  })
  .refine((b) => (b.id === undefined) === (b.version === undefined), { path: ['version'] })
  .refine((b) => !b.startsAt || !b.endsAt || new Date(b.startsAt) < new Date(b.endsAt), { path: ['endsAt'] });
export type BannerSaveInput = z.output<typeof bannerSaveBody>;

/** A hot word in up to four languages: a blank one shows the Chinese word there (home/service.ts). */
export const hotWordSaveBody = z
  .strictObject({ id: id.optional(), version: version.optional(), word: partialText(40), sort: int.min(0).max(10_000) })
  .refine((w) => Boolean(w.word.zh), { path: ['word', 'zh'] })
  .refine((w) => (w.id === undefined) === (w.version === undefined), { path: ['version'] });
export type HotWordSaveInput = z.output<typeof hotWordSaveBody>;
export const refBody = z.strictObject({ id, version });

const text = z.object({ zh: z.string(), en: z.string(), ja: z.string(), ko: z.string() });
export const bannersResponse = envelopeOf(z.array(z.object({
  id: int, version: z.string(), kind: z.string(), title: text, subtitle: text, image: z.string(), link: z.string(), sort: int,
  active: z.boolean(), startsAt: z.string().nullable(), endsAt: z.string().nullable(),
})));
export const hotWordsResponse = envelopeOf(z.array(z.object({ id: int, version: z.string(), word: z.partialRecord(z.enum(languages), z.string()), sort: int })));
