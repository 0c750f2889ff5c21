import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { formQuery } from '../features/forms/api/get-form';
import { FormPage } from '../features/forms/components/form-page';
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

/** An activity form defined on the server (query `formId`, optional `type`); phones go to the mobile form (shell middleware). */
export default function CommonForm() {
  const [search] = useSearchParams();
  const { formId, type } = formOf(search);
  return (
    <AreaRoot>
      {formId ? (
        <FormPage formId={formId} {...(type ? { type } : {})} titleKey="routes.activity.commonForm" descriptionKey="pages.help_service.CommonForm" />
      ) : (
        <MissingForm />
      )}
    </AreaRoot>
  );
}

function MissingForm() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.activity.commonForm', descriptionKey: 'pages.help_service.CommonForm' });
  return (
    <div className="hs-page">
      <PageHeading title={title} />
      <p className="hs-empty" role="status">{t('helpService.form.missingFormId')}</p>
    </div>
  );
}
