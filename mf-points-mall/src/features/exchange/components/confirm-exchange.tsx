import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PointsPrice } from '../../../components/points-price';
import type { GoodsDetail } from '../../../lib/mall-types';
import { exchangePoints, newIdempotencyKey, type ExchangeInput } from '../api/exchange-points';
import { AddressChoice } from './address-choice';

/**
 * confirmOrder: the good, quantity, address (physical goods), note, total and the balance after; submitting
 * exchanges once. The key is kept while the same exchange is retried and renewed when the shopper changes it.
 */
export function ConfirmExchange({ goods, initialQuantity, balance }: { goods: GoodsDetail; initialQuantity: number; balance: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const ids = { quantity: useId(), note: useId(), error: useId() };
  const maxQuantity = goods.kind === 'coupon' ? 1 : Math.max(1, Math.min(99, goods.stock, goods.perAccountLimit));
  const [quantity, setQuantity] = useState(Math.min(maxQuantity, Math.max(1, initialQuantity)));
  const [addressId, setAddressId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const total = goods.points * quantity;
  const after = balance === undefined ? undefined : balance - total;
  const needsAddress = goods.kind === 'physical';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (needsAddress && addressId === null) {
      setError(t('pointsMall.confirm.chooseAddress'));
      return;
    }
    const input: ExchangeInput = { productId: goods.id, quantity, expectedPoints: total, ...(needsAddress && addressId !== null ? { addressId } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    setBusy(true);
    setError('');
    try {
      const result = await exchangePoints(input, attempt.current.key);
      navigate(localize(`/pointsMall/exchangeSuccess?orderNo=${result.orderNo}&kind=${result.kind}&points=${result.pointsAmount}`), { replace: true });
    } catch (failure) {
      setError(apiErrorMessage(failure, t('pointsMall.confirm.failed')));
      setBusy(false);
    }
  };

  return (
    <form className="mall-confirm" onSubmit={submit} aria-describedby={error ? ids.error : undefined} noValidate>
      <section className="mall-section mall-confirm-goods" aria-label={t('pointsMall.confirm.goods')}>
        <img src={goods.image} alt="" width={96} height={96} />
        <div>
          <h2>{goods.name}</h2>
          <PointsPrice points={goods.points} listPoints={goods.listPoints} />
        </div>
        <label htmlFor={ids.quantity}>{t('pointsMall.goods.quantity')}</label>
        <input
          id={ids.quantity} type="number" inputMode="numeric" min={1} max={maxQuantity} value={quantity} disabled={maxQuantity === 1}
          onChange={(event) => setQuantity(Math.min(maxQuantity, Math.max(1, Math.floor(Number(event.target.value)) || 1)))}
        />
      </section>
      {needsAddress ? <AddressChoice selectedId={addressId} onSelect={setAddressId} /> : <p className="mall-muted">{t('pointsMall.confirm.couponNote')}</p>}
      <label htmlFor={ids.note}>{t('pointsMall.confirm.note')}</label>
      <textarea id={ids.note} maxLength={200} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      <dl className="mall-facts" aria-live="polite">
        <div><dt>{t('pointsMall.confirm.total')}</dt><dd data-testid="exchange-total">{t('pointsMall.points', { count: total })}</dd></div>
        <div><dt>{t('pointsMall.confirm.balance')}</dt><dd>{balance === undefined ? '…' : t('pointsMall.points', { count: balance })}</dd></div>
        <div>
          <dt>{t('pointsMall.confirm.after')}</dt>
          <dd className={after !== undefined && after < 0 ? 'mall-warning' : undefined}>{after === undefined ? '…' : after < 0 ? t('pointsMall.goods.lacking', { count: -after }) : t('pointsMall.points', { count: after })}</dd>
        </div>
      </dl>
      <p id={ids.error} className="mall-error" role="alert">{error}</p>
      <button type="submit" className="button button-primary" disabled={busy || (after !== undefined && after < 0)} aria-busy={busy || undefined}>
        {busy ? t('pointsMall.confirm.submitting') : t('pointsMall.confirm.submit')}
      </button>
    </form>
  );
}
