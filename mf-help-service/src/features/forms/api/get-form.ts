import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import { notFoundAsPageError } from '../../../lib/not-found';
import type { FormDefinition } from './form-types';

/** GET /api/forms/:formId?type=…: the form as the server will check it, in the shopper's language. */
export async function getForm(formId: string, type: string | undefined, signal?: AbortSignal): Promise<FormDefinition> {
  const params = type ? { type } : undefined;
  return (await apiGet<FormDefinition>(`/api/forms/${encodeURIComponent(formId)}`, params, signal ? { signal } : undefined)).data;
}

/** An unknown form (or one of another type) is the page's 404. */
export const formQuery = (formId: string, type?: string): Query<FormDefinition> => ({
  key: `form|${formId}|${type ?? ''}`,
  load: (signal) => getForm(formId, type, signal).catch(notFoundAsPageError),
});
