import { apiPost } from '@labmall/shared/api/lazy-client';

/**
 * POST /api/forms/:formId/submissions with the form's own FormData (files included). The multipart type
 * keeps axios from turning the FormData into JSON; the browser adds the boundary.
 */
export async function submitForm(formId: string, data: FormData): Promise<void> {
  await apiPost(`/api/forms/${encodeURIComponent(formId)}/submissions`, data, { headers: { 'Content-Type': 'multipart/form-data' } });
}
