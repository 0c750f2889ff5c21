import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { HelpSearchBox } from '../features/help/components/help-search-box';
import '../components/help-service.css';

const services = [
  { to: '/service/afterSales', titleKey: 'routes.service.afterSales', textKey: 'helpService.service.afterSales' },
  { to: '/service/cooperation', titleKey: 'routes.service.cooperation', textKey: 'helpService.service.cooperation' },
  { to: '/service/feedback', titleKey: 'routes.service.feedback', textKey: 'helpService.service.feedback' },
  { to: '/help', titleKey: 'routes.help.home', textKey: 'helpService.service.help' },
];

/** Customer service home: the help search and the three service forms. */
export default function ServiceHome() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.service.home', descriptionKey: 'pages.help_service.ServiceHome' });
  return (
    <AreaRoot>
      <div className="hs-page">
        <PageHeading title={title} lead={t('pages.help_service.ServiceHome')}>
          <HelpSearchBox />
        </PageHeading>
        <div className="hs-grid">
          {services.map((service) => (
            <section key={service.to} className="hs-card">
              <h2><Link to={localize(service.to)}>{t(service.titleKey)}</Link></h2>
              <p>{t(service.textKey)}</p>
            </section>
          ))}
        </div>
      </div>
    </AreaRoot>
  );
}
