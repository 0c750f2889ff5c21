import { apiPost } from '@labmall/shared/api/lazy-client';

/** POST /api/forms/:formId/submissions with the form's own FormData (files included; the client sends it as multipart). */
export async function submitForm(formId: string, data: FormData): Promise<void> {
  await apiPost(`/api/forms/${encodeURIComponent(formId)}/submissions`, data);
}
