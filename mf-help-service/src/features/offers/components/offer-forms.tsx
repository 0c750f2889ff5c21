import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { OfferForm } from '../api/get-special-offers';

/** The activity forms staff put on the special-offers page: each one's title, introduction and a link to fill it in. */
export function OfferForms({ forms }: { forms: OfferForm[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="hs-offer-forms" aria-labelledby="offer-forms-heading">
      <h2 id="offer-forms-heading">{t('helpService.offers.formsHeading')}</h2>
      <ul>
        {forms.map((form) => (
          <li key={form.formId}>
            <h3>{form.title}</h3>
            <p>{form.intro}</p>
            <Link className="button button-primary" to={localize(form.link)}>{t('helpService.offers.joinForm', { title: form.title })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
