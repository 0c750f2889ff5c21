import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { LineProblem, PricedLine } from '../api/checkout-types';

/** Literal keys (not built from the value) so the translation check sees each of them. */
function useProblemText(): (line: PricedLine) => string {
  const { t } = useTranslation();
  return (line) => {
    const texts: Record<LineProblem, string> = {
      unknown: t('checkout.problem.unknown'),
      off_sale: t('checkout.problem.offSale'),
      out_of_stock: t('checkout.problem.outOfStock'),
      insufficient_stock: t('checkout.problem.insufficientStock', { stock: line.stock }),
      over_limit: t('checkout.problem.overLimit'),
    };
    return line.problem ? texts[line.problem] : '';
  };
}

/** The items as the server priced them; a line that cannot be ordered says why. */
export function OrderLines({ lines }: { lines: PricedLine[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const problemText = useProblemText();
  return (
    <ul className="checkout-lines">
      {lines.map((line) => (
        <li key={line.skuId} className="checkout-line" data-problem={line.problem ?? undefined}>
          {line.image ? <img src={line.image} alt="" width={64} height={64} loading="lazy" /> : <span className="checkout-line-image" />}
          <div className="checkout-line-main">
            <Link to={localize(`/product/${line.productId}`)} className="checkout-line-name">{line.name}</Link>
            <span className="checkout-line-meta">
              {line.spec} · {t('checkout.lines.sku')} {line.skuCode}
            </span>
            {line.activity ? <span className="checkout-line-activity">{line.activity.name}</span> : null}
            {line.problem ? <strong className="checkout-line-problem">{problemText(line)}</strong> : null}
          </div>
          <dl className="checkout-line-figures">
            <div>
              <dt>{t('checkout.lines.unitPrice')}</dt>
              <dd>
                {formatPrice(line.unitPrice)}
                {line.listPrice > line.unitPrice ? <s aria-label={t('checkout.lines.listPrice', { price: formatPrice(line.listPrice) })}> {formatPrice(line.listPrice)}</s> : null}
              </dd>
            </div>
            <div>
              <dt>{t('checkout.lines.quantity')}</dt>
              <dd>{line.quantity}</dd>
            </div>
            <div>
              <dt>{t('checkout.lines.amount')}</dt>
              <dd className="checkout-line-amount">{formatPrice(line.amount)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
