import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { Banner } from '../api/home-types';
import './home-sections.css';

/** The row of service pictures under the carousel (fast delivery, invoices, lab setup help…). */
export function ServiceImages({ items }: { items: Banner[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-services-title" className="home-block">
      <h2 id="home-services-title" className="visually-hidden">{t('catalog.home.services')}</h2>
      <ul className="service-images">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={localize(item.link)}>
              <img src={item.image} alt="" width={280} height={120} loading="lazy" />
              <strong>{item.title}</strong>
              {item.subtitle ? <span>{item.subtitle}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
