import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { formQuery } from '../features/forms/api/get-form';
import { FormPage } from '../features/forms/components/form-page';
import '../components/help-service.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(formQuery('cooperation', 'cooperation'));
};

/** service/cooperation: the cooperation form (server-defined and validated, honeypot and per-address limit against spam). */
export default function Cooperation() {
  return (
    <AreaRoot>
      <FormPage formId="cooperation" type="cooperation" titleKey="routes.service.cooperation" descriptionKey="pages.help_service.Cooperation" />
    </AreaRoot>
  );
}
