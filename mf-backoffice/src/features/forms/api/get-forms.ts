import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

export interface FormSummary {
  formId: string;
  /** common (activity), paper, cooperation, feedback. */
  kind: string;
  title: string;
  open: boolean;
  onSpecialOffers: boolean;
  /** Only activity forms are edited in the console; the others are opened and closed. */
  editable: boolean;
  submissions: number;
  lastSubmissionAt: string | null;
  version: string;
}

/** GET /api/backoffice/support/forms/list (support): every form with its submissions' count, in the staff member's language. */
export async function getForms() {
  return staffGet<FormSummary[]>('/api/backoffice/support/forms/list');
}

export const useForms = (revision: number) => useRequest(`backoffice-forms|${revision}`, getForms);
