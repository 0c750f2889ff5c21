import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { localizedOut, localizedText, pagedOf, paging, version } from '../backoffice-catalogue/schemas';
import { fieldDefinitions } from './field-definitions';

const formKinds = ['common', 'paper', 'cooperation', 'feedback'] as const;
const formId = z.string().trim().regex(/^[a-z0-9-]{1,48}$/);
/** What a shop page links to and an image the shop serves itself (as a home banner's, backoffice-content). */
const bannerImage = z.string().trim().max(255).regex(/^\/(api\/content\/file\/\d+|media\/[\w./-]+)$/);

export const formsListQuery = z.strictObject({ kind: z.enum(formKinds).optional() });
export const formIdQuery = z.strictObject({ formId });
export const submissionsQuery = z.strictObject({ formId, ...paging });

/** An activity form created (no version) or edited whole (at the version read). */
export const formSaveBody = z.strictObject({
  formId,
  version: version.optional(),
  title: localizedText(120),
  intro: localizedText(2000),
  fields: fieldDefinitions,
  onSpecialOffers: z.boolean(),
});
export type FormSaveInput = z.output<typeof formSaveBody>;
export const formOpenBody = z.strictObject({ formId, version, open: z.boolean() });
export const formBannerBody = z.strictObject({ formId, image: bannerImage, sort: z.number().int().min(0).max(10_000).default(0) });

const summary = z.object({
  formId: z.string(), kind: z.string(), title: z.string(), open: z.boolean(), onSpecialOffers: z.boolean(), editable: z.boolean(),
  submissions: z.number().int(), lastSubmissionAt: z.string().nullable(), version: z.string(),
});
export const formsListResponse = envelopeOf(z.array(summary));
export const formDetailResponse = envelopeOf(z.object({
  formId: z.string(), kind: z.string(), title: localizedOut, intro: localizedOut, fields: z.array(z.looseObject({ name: z.string(), type: z.string() })),
  open: z.boolean(), onSpecialOffers: z.boolean(), editable: z.boolean(), version: z.string(),
  /** The shop path a banner or a page links to. */
  link: z.string(),
}));
export const formSavedResponse = envelopeOf(z.object({ formId: z.string(), version: z.string(), open: z.boolean() }));
const file = z.object({ id: z.string(), field: z.string(), fileName: z.string(), mimeType: z.string(), size: z.number().int(), url: z.string() });
export const submissionsResponse = pagedOf(z.object({
  ref: z.string(), account: z.string(), lang: z.string(), createdAt: z.string(), values: z.record(z.string(), z.unknown()), files: z.array(file),
}));
export const bannerResponse = envelopeOf(z.object({ id: z.number().int(), link: z.string() }));
