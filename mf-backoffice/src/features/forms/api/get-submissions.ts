import { useRequest } from '@labmall/shared/hooks/use-request';
import type { StaffFile } from '../../../components/staff-file';
import { staffGet } from '../../../lib/staff-api';

export interface Submission {
  /** F<id>, as `npm run forms -- show` takes it. */
  ref: string;
  account: string;
  lang: string;
  createdAt: string;
  values: Record<string, unknown>;
  files: Array<StaffFile & { field: string }>;
}

/** GET /api/backoffice/support/forms/submissions (support): one page of a form's submissions, newest first, with their files. */
export async function getSubmissions(formId: string, page: number, pageSize: number) {
  return staffGet<{ items: Submission[]; total: number; page: number; pageSize: number }>('/api/backoffice/support/forms/submissions', { formId, page, pageSize });
}

export const useSubmissions = (formId: string, page: number, pageSize: number) =>
  useRequest(formId ? `backoffice-form-submissions|${formId}|${page}|${pageSize}` : null, () => getSubmissions(formId, page, pageSize));
