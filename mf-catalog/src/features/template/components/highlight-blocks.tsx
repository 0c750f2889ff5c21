import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { HIGHLIGHTS } from '../campaign';
import './template.css';

/** The campaign's featured categories, each with why it matters now and a link to the category. */
export function HighlightBlocks() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="template-highlights-title" className="campaign-section">
      <h2 id="template-highlights-title">{t('catalog.template.highlightsTitle')}</h2>
      <ul className="campaign-highlights">
        {HIGHLIGHTS.map(({ categoryId, key }) => {
          const title = t(`catalog.template.highlights.${key}.title`);
          return (
            <li key={key}>
              <h3>{title}</h3>
              <p>{t(`catalog.template.highlights.${key}.text`)}</p>
              <Link to={`${localize('/category')}?categoryId=${categoryId}&title=${encodeURIComponent(title)}`}>
                {t('catalog.template.shopCategory', { category: title })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
