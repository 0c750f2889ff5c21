import { useTranslation } from '@labmall/shared/i18n/react';
import type { ProductDetail } from '../api/product-types';

type RegulatedClass = NonNullable<ProductDetail['regulatedClass']>;

/**
 * Said before the purchase buttons of a regulated chemical (docs/regulated-chemicals.md): its legal class and who
 * may buy it. The cart still takes it; the checkout is where an order without a verified group, a valid permit of
 * the class and an end-use declaration is refused, so the shopper learns the rule here first.
 */
export function RegulatedNotice({ regulatedClass }: { regulatedClass: RegulatedClass }) {
  const { t } = useTranslation();
  return (
    <p role="note" className="product-regulated">
      <strong>{t('catalog.product.regulated.title', { class: t(`catalog.product.regulated.classes.${regulatedClass}`) })}</strong>
      {' '}{t('catalog.product.regulated.body')}
    </p>
  );
}
