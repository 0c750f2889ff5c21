import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { isPageError } from '@labmall/shared/routing/page-error';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { AreaRoot } from '../area-root';
import { LoadState } from '../components/load-state';
import { formQuery } from '../features/forms/api/get-form';
import { DynamicForm } from '../features/forms/components/dynamic-form';
import '../components/help-service.css';

const FORM_ID = /^[a-z0-9-]{1,48}$/;
const TYPES = ['common', 'paper'];

function formOf(search: URLSearchParams) {
  const formId = search.get('formId') ?? '';
  const type = search.get('type') ?? undefined;
  return { formId: FORM_ID.test(formId) ? formId : null, type: type && TYPES.includes(type) ? type : undefined };
}

export const loader: RouteLoader = async ({ search, prefetch }) => {
  const { formId, type } = formOf(search);
  if (formId) await prefetch(formQuery(formId, type));
};

/**
 * The shop's own mobile form page (`/{lang}/m/form?type=&formId=`, MOBILE_FORM_URL's default): where a phone opening
 * an activity form is sent. The same form and the same call as the desktop page, laid out for a phone and rendered
 * on the server; without JavaScript it posts itself and the server sends it back here with the outcome.
 */
export default function MobileForm() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { formId, type } = formOf(search);
  return (
    <AreaRoot>
      <div className="hs-page hs-mobile-form">
        {formId ? <MobileFormBody formId={formId} type={type} search={search} /> : <p className="hs-empty" role="status">{t('helpService.form.missingFormId')}</p>}
      </div>
    </AreaRoot>
  );
}

function MobileFormBody({ formId, type, search }: { formId: string; type: string | undefined; search: URLSearchParams }) {
  const localize = useLocalizedPath();
  const form = useQuery(formQuery(formId, type));
  if (isPageError(form.error)) throw form.error;
  const title = usePageMeta({ titleKey: 'routes.mobileForm', descriptionKey: 'pages.help_service.CommonForm', ...(form.data ? { title: form.data.title, description: form.data.intro } : {}) });
  const returnTo = localize(`/m/form?${new URLSearchParams({ ...(type ? { type } : {}), formId })}`);
  const outcome = { sent: search.get('sent') === '1', failed: search.get('failed') ?? '', field: search.get('field') ?? '' };
  return (
    <>
      <h1>{title}</h1>
      {form.data?.intro ? <p className="hs-lead">{form.data.intro}</p> : null}
      <LoadState state={form}>{(definition) => <DynamicForm form={definition} native={{ returnTo, outcome }} />}</LoadState>
    </>
  );
}
