import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { Sku } from '../api/product-types';
import { clampQuantity, defaultSku, maxQuantity, skuBlock } from '../lib/sku-rules';
import { SkuPicker } from './sku-picker';
import { QuantityStepper } from './quantity-stepper';
import { PurchaseButtons } from './purchase-buttons';
import { RequestQuotationLink } from './request-quotation-link';
import { AddToList } from './add-to-list';

/** Price, stock, SKU and quantity for the chosen SKU, and the cart remote's buttons. */
export function PurchasePanel({ skus }: { skus: Sku[] }) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState<number>();
  const [quantity, setQuantity] = useState(1);
  // A reload in another language brings the same SKUs: keep the choice while it still exists.
  const sku = skus.find((s) => s.id === chosenId) ?? defaultSku(skus);
  const max = maxQuantity(sku);
  const shownQuantity = clampQuantity(quantity, max);

  if (!sku) return <p className="purchase-none">{t('catalog.product.noSkus')}</p>;
  const block = skuBlock(sku);
  return (
    <section className="purchase-panel" aria-label={t('catalog.product.purchase')}>
      <p className="purchase-price" aria-live="polite">
        <span className="visually-hidden">{t('catalog.product.price')}</span>
        <strong data-testid="sku-price">{formatPrice(sku.price)}</strong>
        {sku.marketPrice !== null && sku.marketPrice > sku.price ? (
          <s data-testid="sku-market-price">
            <span className="visually-hidden">{t('catalog.product.marketPrice')}</span>{formatPrice(sku.marketPrice)}
          </s>
        ) : null}
        <span className="purchase-stock" data-testid="sku-stock">
          {block === null ? (
            <>
              {t('catalog.product.stock')}: <span data-testid="sku-stock-count">{sku.stock}</span>
            </>
          ) : (
            t(block === 'notOnSale' ? 'catalog.product.notOnSale' : 'catalog.product.outOfStock')
          )}
        </span>
      </p>
      <SkuPicker
        skus={skus}
        selectedId={sku.id}
        onSelect={(next) => {
          setChosenId(next.id);
          setQuantity((q) => clampQuantity(q, maxQuantity(next)));
        }}
      />
      <QuantityStepper value={shownQuantity} max={max} onChange={setQuantity} disabled={max === 0} />
      <PurchaseButtons skuId={sku.id} quantity={shownQuantity} unavailable={block !== null} />
      <RequestQuotationLink skuId={sku.id} quantity={shownQuantity} />
      <AddToList skuId={sku.id} quantity={shownQuantity} />
    </section>
  );
}
