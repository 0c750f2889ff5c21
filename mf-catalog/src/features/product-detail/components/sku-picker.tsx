import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { Sku } from '../api/product-types';
import { skuBlock } from '../lib/sku-rules';

interface SkuPickerProps {
  skus: Sku[];
  selectedId: number | undefined;
  onSelect: (sku: Sku) => void;
}

/** A native radio group (arrow keys move between options), one option per SKU; blocked ones say why. */
export function SkuPicker({ skus, selectedId, onSelect }: SkuPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="sku-picker">
      <legend>{t('catalog.product.chooseSku')}</legend>
      {skus.map((sku) => {
        const block = skuBlock(sku);
        return (
          <label key={sku.id} className="sku-option" data-blocked={block ?? undefined}>
            <input
              type="radio"
              name={name}
              value={sku.id}
              checked={sku.id === selectedId}
              disabled={block !== null}
              onChange={() => onSelect(sku)}
            />
            <span className="sku-option-text">
              <strong>{sku.spec}</strong>
              <span>
                {t('catalog.product.packageSize')}: {sku.packageSize}
              </span>
              {sku.purity ? (
                <span>
                  {t('catalog.product.purity')}: {sku.purity}
                </span>
              ) : null}
              <span className="sku-option-code">{sku.code}</span>
              <span>{formatPrice(sku.price)}</span>
              {block ? <em className="sku-option-block">{t(block === 'notOnSale' ? 'catalog.product.notOnSale' : 'catalog.product.outOfStock')}</em> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
