import { staffPost } from '../../../lib/staff-api';
import type { FormSaved } from './save-form';

/** POST /api/backoffice/support/forms/open (support): open or close a form at its version (a closed one takes no submission). */
export async function openForm(formId: string, version: string, open: boolean) {
  return staffPost<FormSaved>('/api/backoffice/support/forms/open', { formId, version, open });
}
