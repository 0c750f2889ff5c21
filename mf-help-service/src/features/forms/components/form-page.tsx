import { useQuery } from '@labmall/shared/hooks/use-request';
import { isPageError } from '@labmall/shared/routing/page-error';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { LoadState } from '../../../components/load-state';
import { formQuery } from '../api/get-form';
import { DynamicForm } from './dynamic-form';

/** A whole form page: the definition's title and intro, then the form (a missing form is the 404 page). */
export function FormPage({ formId, type, titleKey, descriptionKey }: { formId: string; type?: string; titleKey: string; descriptionKey: string }) {
  const form = useQuery(formQuery(formId, type));
  if (isPageError(form.error)) throw form.error;
  const title = usePageMeta({ titleKey, descriptionKey, ...(form.data ? { title: form.data.title, description: form.data.intro } : {}) });
  return (
    <div className="hs-page">
      <PageHeading title={title} lead={form.data?.intro ?? ''} />
      <LoadState state={form}>{(definition) => <DynamicForm form={definition} />}</LoadState>
    </div>
  );
}
