import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { CONTENT_LANGUAGES, emptyLocalized } from '../../../lib/localized';
import { readFailure } from '../../../lib/api-failure';
import type { Sku } from '../api/get-product';
import { saveSku, type SkuInput } from '../api/save-sku';
import { SaveResult } from '../../../components/form-alert';

type SkuDraft = Omit<SkuInput, 'productId' | 'id' | 'version'>;

const draftOf = (sku: Sku | null, sort: number): SkuDraft => sku
  ? { code: sku.code, spec: sku.spec, packageSize: sku.packageSize, purity: sku.purity, price: sku.price, marketPrice: sku.marketPrice,
    maxPerOrder: sku.maxPerOrder, onSale: sku.onSale, sort: sku.sort }
  : { code: '', spec: emptyLocalized(), packageSize: '', purity: null, price: 0, marketPrice: null, maxPerOrder: 99, onSale: false, sort };

interface SkuRowProps {
  productId: number;
  sku: Sku | null;
  /** Row number in the table (names the row's inputs for screen readers). */
  index: number;
  onSaved: () => void;
  /** Reads the product again (after a 409: the SKU changed meanwhile); this row then shows the SKU as it is now. */
  onReload: () => void;
  onStock?: () => void;
  onLots?: () => void;
}

/** One SKU edited in place; its own save (with its version), a refusal kept beside it with what was typed. */
export function SkuRow({ productId, sku, index, onSaved, onReload, onStock, onLots }: SkuRowProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SkuDraft>(() => draftOf(sku, index));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const name = sku?.code || t('backoffice.sku.newRow', { n: index + 1 });
  const label = (key: string) => `${t(key)} — ${name}`;
  const set = <K extends keyof SkuDraft>(key: K, value: SkuDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const money = (value: string) => (value.trim() === '' ? null : Number(value));

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveSku({ ...draft, productId, ...(sku ? { id: sku.id, version: sku.version } : {}) });
      onSaved();
    } catch (failure) {
      const { message, status } = readFailure(failure, t('backoffice.common.saveFailed'));
      setError({ message, stale: status === 409 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr>
      <th scope="row">
        <input aria-label={label('backoffice.sku.code')} value={draft.code} onChange={(e) => set('code', e.target.value)} />
        {/* The row's actions sit by its code, so they stay in view when the wide table scrolls sideways. */}
        <div className="bo-actions bo-row-actions">
          <button type="button" className="button button-primary" disabled={busy} aria-label={label('backoffice.sku.save')} onClick={() => void save()}>{t('backoffice.sku.save')}</button>
          {onStock ? <button type="button" className="button" aria-label={label('backoffice.sku.stock')} onClick={onStock}>{t('backoffice.sku.stock')}</button> : null}
          {onLots ? <button type="button" className="button" aria-label={label('backoffice.sku.lots')} onClick={onLots}>{t('backoffice.sku.lots')}</button> : null}
        </div>
        <SaveResult error={error?.message} />
        {error?.stale ? <button type="button" className="button" aria-label={label('backoffice.sku.reload')} onClick={onReload}>{t('backoffice.sku.reload')}</button> : null}
      </th>
      <td>
        {CONTENT_LANGUAGES.map((language) => (
          <input
            key={language} lang={language} value={draft.spec[language]} placeholder={t(`backoffice.languages.${language}`)}
            aria-label={`${label('backoffice.sku.spec')} · ${t(`backoffice.languages.${language}`)}`}
            onChange={(e) => set('spec', { ...draft.spec, [language]: e.target.value })}
          />
        ))}
      </td>
      <td><input aria-label={label('backoffice.sku.packageSize')} value={draft.packageSize} onChange={(e) => set('packageSize', e.target.value)} /></td>
      <td><input aria-label={label('backoffice.sku.purity')} value={draft.purity ?? ''} onChange={(e) => set('purity', e.target.value.trim() ? e.target.value : null)} /></td>
      <td><input type="number" min="0" step="0.01" aria-label={label('backoffice.sku.price')} value={draft.price} onChange={(e) => set('price', Number(e.target.value))} /></td>
      <td><input type="number" min="0" step="0.01" aria-label={label('backoffice.sku.marketPrice')} value={draft.marketPrice ?? ''} onChange={(e) => set('marketPrice', money(e.target.value))} /></td>
      <td><input type="number" min="1" step="1" aria-label={label('backoffice.sku.maxPerOrder')} value={draft.maxPerOrder} onChange={(e) => set('maxPerOrder', Number(e.target.value))} /></td>
      <td><input type="checkbox" aria-label={label('backoffice.sku.onSale')} checked={draft.onSale} onChange={(e) => set('onSale', e.target.checked)} /></td>
      <td>{sku ? sku.stock : '—'}</td>
    </tr>
  );
}
