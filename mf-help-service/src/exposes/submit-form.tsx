import { useSearchParams } from '@labmall/shared/router';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { formQuery } from '../features/forms/api/get-form';
import { FormPage } from '../features/forms/components/form-page';
import '../components/help-service.css';

/** The paper incentive form's key; a `formId` query naming another paper form wins. */
const PAPER_FORM = 'paper-incentive';
const formIdOf = (search: URLSearchParams) => {
  const formId = search.get('formId') ?? '';
  return /^[a-z0-9-]{1,48}$/.test(formId) ? formId : PAPER_FORM;
};

export const loader: RouteLoader = async ({ search, prefetch }) => {
  await prefetch(formQuery(formIdOf(search), 'paper'));
};

/** The paper incentive form (activity/submitForm): paper details and proof files; phones go to the mobile form. */
export default function SubmitForm() {
  const [search] = useSearchParams();
  return (
    <AreaRoot>
      <FormPage formId={formIdOf(search)} type="paper" titleKey="routes.activity.submitForm" descriptionKey="pages.help_service.SubmitForm" />
    </AreaRoot>
  );
}
