import { useTranslation } from '@labmall/shared/i18n/react';
import { ADDRESS_MAX, TEXT_MAX, type InvoiceDraft, type InvoiceErrorCode, type InvoiceErrors, type InvoiceField as Field } from '../lib/invoice-schema';
import { InvoiceField } from './invoice-field';

type InvoiceType = InvoiceDraft['type'];

export interface InvoiceFormProps {
  draft: InvoiceDraft;
  errors: InvoiceErrors;
  onChange: (draft: InvoiceDraft) => void;
}

/** Literal keys so the translation check sees each of them. */
function useErrorText(): (code: InvoiceErrorCode | undefined) => string | undefined {
  const { t } = useTranslation();
  const texts: Record<InvoiceErrorCode, string> = {
    required: t('checkout.invoice.error.required'),
    tooLong: t('checkout.invoice.error.tooLong'),
    taxNumber: t('checkout.invoice.error.taxNumber'),
    bankAccount: t('checkout.invoice.error.bankAccount'),
    phone: t('checkout.invoice.error.phone'),
  };
  return (code) => (code ? texts[code] : undefined);
}

/**
 * None / ordinary VAT / special VAT invoice. Switching the type keeps what was typed in every field, so
 * changing one's mind loses nothing; only the chosen type's fields are checked and sent.
 */
export function InvoiceForm({ draft, errors, onChange }: InvoiceFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const types: { value: InvoiceType; label: string }[] = [
    { value: 'none', label: t('checkout.invoice.none') },
    { value: 'ordinary', label: t('checkout.invoice.ordinary') },
    { value: 'special', label: t('checkout.invoice.special') },
  ];
  const special = draft.type === 'special';
  const field = (name: Field) => ({
    value: draft[name],
    error: errorText(errors[name]),
    onChange: (value: string) => onChange({ ...draft, [name]: value }),
  });

  return (
    <section className="checkout-section" aria-labelledby="checkout-invoice-title">
      <h2 id="checkout-invoice-title">{t('checkout.invoice.title')}</h2>
      <fieldset className="checkout-choices">
        <legend>{t('checkout.invoice.type')}</legend>
        {types.map((type) => (
          <label key={type.value} className="checkout-choice">
            <input type="radio" name="invoice-type" value={type.value} checked={draft.type === type.value} onChange={() => onChange({ ...draft, type: type.value })} />
            {type.label}
          </label>
        ))}
      </fieldset>
      {draft.type !== 'none' ? (
        <div className="checkout-invoice-fields">
          <InvoiceField label={special ? t('checkout.invoice.institution') : t('checkout.invoice.invoiceTitle')} required maxLength={TEXT_MAX} {...field('title')} />
          <InvoiceField
            label={t('checkout.invoice.taxNumber')}
            required={special}
            hint={special ? t('checkout.invoice.taxNumberHint') : t('checkout.invoice.taxNumberOptional')}
            maxLength={24}
            {...field('taxNumber')}
          />
          {special ? (
            <>
              <InvoiceField label={t('checkout.invoice.bank')} required maxLength={TEXT_MAX} {...field('bank')} />
              <InvoiceField label={t('checkout.invoice.bankAccount')} required inputMode="numeric" maxLength={40} {...field('bankAccount')} />
              <InvoiceField label={t('checkout.invoice.registeredAddress')} required maxLength={ADDRESS_MAX} {...field('registeredAddress')} />
              <InvoiceField label={t('checkout.invoice.registeredPhone')} required inputMode="tel" maxLength={20} {...field('registeredPhone')} />
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
