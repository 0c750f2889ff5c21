import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Dialog } from '../../../components/dialog';
import type { Sku } from '../api/get-product';
import { LotForm } from './lot-form';
import { SaveResult } from '../../../components/form-alert';

/** The lots of one SKU, each editable, and a new one. */
export function LotsDialog({ sku, onClose, onChanged }: { sku: Sku; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(0);
  // A new lot's form starts afresh once saved (the lot then appears above it), so its success is said here.
  const [added, setAdded] = useState('');
  return (
    <Dialog title={t('backoffice.lots.title', { code: sku.code })} onClose={onClose}>
      <SaveResult done={added} />
      {sku.lots.length === 0 ? <p>{t('backoffice.lots.none')}</p> : null}
      {sku.lots.map((lot) => <LotForm key={lot.id} skuId={sku.id} lot={lot} onSaved={onChanged} />)}
      <LotForm key={`new-${adding}`} skuId={sku.id} lot={null} onSaved={() => {
        setAdding((n) => n + 1);
        setAdded(t('backoffice.lots.saved'));
        onChanged();
      }} />
    </Dialog>
  );
}
