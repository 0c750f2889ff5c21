import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Dialog } from '../../../components/dialog';
import { errorProps, FieldError } from '../../../components/field-error';
import { CARRIERS, type Carrier } from '../api/order-types';
import { isTrackingNumber } from '../model/tracking-number';

interface ShipDialogProps {
  orderNo: string;
  busy: boolean;
  error: string | null;
  onShip: (shipment: { carrier: Carrier; trackingNo: string }) => void;
  onClose: () => void;
}

/** The ship form: the carrier and its tracking number, checked as the server checks them before anything is sent. */
export function ShipDialog({ orderNo, busy, error, onShip, onClose }: ShipDialogProps) {
  const { t } = useTranslation();
  const ids = { carrier: useId(), tracking: useId(), hint: useId() };
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [trackingNo, setTrackingNo] = useState('');
  const [checked, setChecked] = useState(false);
  const carrierError = checked && !carrier ? t('backoffice.orders.ship.noCarrier') : undefined;
  const trackingError = checked && !isTrackingNumber(trackingNo) ? t('backoffice.orders.ship.badTracking') : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (busy || !carrier || !isTrackingNumber(trackingNo)) return;
    onShip({ carrier, trackingNo: trackingNo.trim() });
  };

  return (
    <Dialog title={t('backoffice.orders.ship.title', { orderNo })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="bo-field">
          <label htmlFor={ids.carrier}>{t('backoffice.orders.ship.carrier')}</label>
          <select id={ids.carrier} value={carrier} {...errorProps(`${ids.carrier}-error`, carrierError)} onChange={(e) => setCarrier(e.target.value as Carrier)}>
            <option value="">{t('backoffice.orders.ship.chooseCarrier')}</option>
            {CARRIERS.map((code) => <option key={code} value={code}>{t(`common.carriers.${code}`)}</option>)}
          </select>
          <FieldError id={`${ids.carrier}-error`} message={carrierError} />
        </div>
        <div className="bo-field">
          <label htmlFor={ids.tracking}>{t('backoffice.orders.ship.trackingNo')}</label>
          <input
            id={ids.tracking} value={trackingNo} autoComplete="off" spellCheck={false}
            aria-describedby={trackingError ? `${ids.hint} ${ids.tracking}-error` : ids.hint}
            aria-invalid={trackingError ? true : undefined} onChange={(e) => setTrackingNo(e.target.value)}
          />
          <small id={ids.hint}>{t('backoffice.orders.ship.trackingHint')}</small>
          <FieldError id={`${ids.tracking}-error`} message={trackingError} />
        </div>
        <p>{t('backoffice.orders.ship.lotsNote')}</p>
        <div role="alert" className="bo-error">{error ? <p>{error}</p> : null}</div>
        <div className="bo-actions">
          <button type="button" className="button" onClick={onClose}>{t('backoffice.orders.confirm.keep')}</button>
          <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
            {busy ? t('backoffice.orders.busy') : t('backoffice.orders.ship.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
