import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';
import type { FieldDefinition } from '../model/draft-body';

export interface FormDetail {
  formId: string;
  kind: string;
  title: Localized;
  intro: Localized;
  fields: FieldDefinition[];
  open: boolean;
  onSpecialOffers: boolean;
  editable: boolean;
  version: string;
  /** The shop path a banner or a page links to. */
  link: string;
}

/** GET /api/backoffice/support/forms/detail (support): one form in every language, at its version. */
export async function getForm(formId: string) {
  return staffGet<FormDetail>('/api/backoffice/support/forms/detail', { formId });
}

export const useForm = (formId: string, revision: number) =>
  useRequest(formId ? `backoffice-form|${formId}|${revision}` : null, () => getForm(formId));
