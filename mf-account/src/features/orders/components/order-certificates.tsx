import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { Link } from '@labmall/shared/router';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { OrderItem } from '../api/order-types';

/** The API's file on the configured shop host when there is one (as product images are). */
const apiFile = (path: string) => {
  const base = getRuntimeConfig().shopHost;
  try {
    return base ? new URL(path, base).href : path;
  } catch {
    return path;
  }
};

/**
 * Which lots each line of a shipped order came from, with each lot's certificate of analysis: the public
 * certificate page and the PDF. Nothing for orders with no lots recorded (not shipped, or no batch products).
 */
export function OrderCertificates({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const titleId = useId();
  const lines = items.filter((item) => (item.lots ?? []).length > 0);
  if (lines.length === 0) return null;
  return (
    <section className="orders-section order-certificates" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('safetyDocs.orderLots.title')}</h2>
      <p className="orders-muted">{t('safetyDocs.orderLots.intro')}</p>
      <ul>
        {lines.map((item) => (
          <li key={item.skuId}>
            <span className="orders-item-name">{item.name}</span> <span className="orders-muted">{item.skuCode}</span>
            <ul>
              {item.lots!.map((lot) => (
                <li key={lot.lotNumber}>
                  {t('safetyDocs.orderLots.lotLine', { lot: lot.lotNumber, quantity: lot.quantity })}{' · '}
                  <Link to={`${localize('/certificate')}?lot=${encodeURIComponent(lot.lotNumber)}`}>{t('safetyDocs.orderLots.view')}</Link>{' · '}
                  <a href={apiFile(lot.certificateUrl)} download type="application/pdf">{t('safetyDocs.orderLots.download', { lot: lot.lotNumber })}</a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
