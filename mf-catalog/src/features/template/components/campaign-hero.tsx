import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import './template.css';

/** The campaign's headline, its pitch and the two ways in: ready-made bundles or the best sellers below. */
export function CampaignHero() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <header className="campaign-hero">
      <p className="campaign-eyebrow">{t('catalog.template.eyebrow')}</p>
      <h1>{t('catalog.template.headline')}</h1>
      <p className="campaign-lead">{t('catalog.template.lead')}</p>
      <p className="campaign-actions">
        <Link className="button button-primary" to={localize('/sceneProduct')}>{t('catalog.template.ctaScenes')}</Link>
        <a className="button" href="#template-products">{t('catalog.template.ctaProducts')}</a>
      </p>
    </header>
  );
}
