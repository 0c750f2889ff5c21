import { staffPost } from '../../../lib/staff-api';
import { toSaveBody } from '../model/draft-body';
import type { FormDraft } from '../model/form-draft';

export interface FormSaved { formId: string; version: string; open: boolean }

/**
 * POST /api/backoffice/support/forms/save (support): a new activity form (no version; created closed) or the whole
 * form at the version read. 400 names the offending field (`fields.2.options`); 409 staleRecord or formKeyTaken.
 */
export async function saveForm(draft: FormDraft) {
  return staffPost<FormSaved>('/api/backoffice/support/forms/save', toSaveBody(draft));
}
