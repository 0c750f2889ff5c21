import { useTranslation } from '@labmall/shared/i18n/react';
import type { MethodInfo, PaymentMethod } from '../api/payment-types';

export interface MethodPickerProps {
  methods: MethodInfo[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

/** Payment methods as radio cards. Sandbox gateways say so plainly: no real money moves through them. */
export function MethodPicker({ methods, value, onChange, disabled }: MethodPickerProps) {
  const { t } = useTranslation();
  const names: Record<PaymentMethod, string> = {
    alipay: t('payment.method.alipay'),
    wechat: t('payment.method.wechat'),
    unionpay: t('payment.method.unionpay'),
    bank_transfer: t('payment.method.bankTransfer'),
  };
  return (
    <fieldset className="payment-methods" disabled={disabled}>
      <legend>{t('payment.method.legend')}</legend>
      {methods.map((info) => (
        <label key={info.method} className="payment-method" data-method={info.method}>
          <input type="radio" name="payment-method" value={info.method} checked={value === info.method} onChange={() => onChange(info.method)} />
          <span className="payment-method-text">
            <strong>{names[info.method]}</strong>
            {info.sandbox ? <span className="payment-sandbox">{t('payment.method.sandbox')}</span> : null}
            {info.kind === 'bank' ? <small>{t('payment.method.bankHint')}</small> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
