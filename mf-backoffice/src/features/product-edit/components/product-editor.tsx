import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { pickLocalized } from '../../../lib/localized';
import { useProduct } from '../api/get-product';
import { ProductForm } from './product-form';
import { SkuTable } from './sku-table';
import { HazardForm } from './hazard-form';
import { RelatedProducts } from './related-products';

/** The product id of `?id=` (absent or invalid: a new product). */
export const productIdOf = (search: URLSearchParams): number | null => {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * A product's editor: its fields, then (once it exists) its SKUs with stock and lots, its hazard data and the
 * products bought together with it.
 * `onTitle` tells the page the product's name for its heading.
 */
export function ProductEditor({ onTitle }: { onTitle: (title: string | undefined) => void }) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = productIdOf(search);
  const [version, setVersion] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const [reloading, setReloading] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const product = useProduct(id, version);
  const record = id === null ? null : product.data ?? null;

  useEffect(() => {
    // A reload (after a 409) shows the form again only with the record read now, never the stale one.
    if (reloading && !product.loading) {
      setReloading(false);
      setFormKey((k) => k + 1);
    }
  }, [reloading, product.loading]);
  const name = record ? pickLocalized(record.name, i18n.language) : undefined;
  useEffect(() => onTitle(name), [name, onTitle]);

  if (id !== null && product.error && !product.data) return <LoadFailed error={product.error} onRetry={product.retry} />;
  if ((id !== null && !record) || reloading) return <Loading />;

  const refresh = () => setVersion((v) => v + 1);
  return (
    <>
      {id === null ? <p>{t('backoffice.product.newLead')}</p> : null}
      <ProductForm
        key={`${record?.id ?? 'new'}|${formKey}`} record={record} {...(notice ? { notice } : {})}
        onSaved={(answer, created) => {
          if (!created) return;
          setNotice(t('backoffice.product.saved'));
          void navigate({ search: `?id=${answer.id}` }, { replace: true });
        }}
        onReload={() => {
          setNotice(undefined);
          setReloading(true);
          refresh();
        }}
      />
      {record ? (
        <>
          <SkuTable productId={record.id} skus={record.skus} onChanged={refresh} />
          <HazardForm key={`hazard|${formKey}`} productId={record.id} hazard={record.hazard} onChanged={refresh} />
          <RelatedProducts key={`related|${formKey}`} productId={record.id} related={record.related} onReload={refresh} />
        </>
      ) : null}
    </>
  );
}
