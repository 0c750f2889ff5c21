import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { formQuery } from '../features/forms/api/get-form';
import { FormPage } from '../features/forms/components/form-page';
import '../components/help-service.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(formQuery('feedback', 'feedback'));
};

/** service/feedback: the feedback form, guests too (server-defined and validated, honeypot and per-address limit against spam). */
export default function Feedback() {
  return (
    <AreaRoot>
      <FormPage formId="feedback" type="feedback" titleKey="routes.service.feedback" descriptionKey="pages.help_service.Feedback" />
    </AreaRoot>
  );
}
