import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { Address } from '../api/address-types';
import { addAddress } from '../api/add-address';
import { updateAddress } from '../api/update-address';
import {
  ADDRESS_FIELDS, checkAddress, createAddressSchema, emptyAddressValues, valuesOf,
  type AddressErrors, type AddressField, type AddressFormValues,
} from '../model/address-schema';
import { saveErrorOf } from '../model/save-error';
import { RegionSelects } from './region-selects';
import { TextField } from '../../../components/text-field';
import './addresses.css';

interface AddressFormProps {
  title: string;
  /** Given: edit this address (prefilled); absent: add a new one. */
  address?: Address;
  /** False when the address will be the default anyway (the first one, or the current default). */
  canChooseDefault: boolean;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/** Add or edit one address. Whatever the shopper typed stays in the form when the server refuses it. */
export function AddressForm({ title, address, canChooseDefault, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(() => createAddressSchema(t), [t]);
  const [values, setValues] = useState<AddressFormValues>(() => (address ? valuesOf(address) : emptyAddressValues));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: AddressField } | null>(null);
  const controls = useRef<Partial<Record<AddressField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const controlRef = (field: AddressField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    controls.current[field] = element;
  };

  // After the errors are on screen, so the field is announced with its message.
  useEffect(() => {
    if (focusRequest) controls.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const change = (patch: Partial<AddressFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as AddressField];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return; // not `disabled`: a disabled button would drop the keyboard focus
    const checked = checkAddress(schema, values);
    setFormError('');
    if (checked.errors) {
      setErrors(checked.errors);
      // A region select may still be loading; then the next invalid field takes the focus.
      const first = ADDRESS_FIELDS.find((field) => checked.errors[field] && controls.current[field]);
      if (first) setFocusRequest({ field: first });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      // isDefault is sent as it stands: the server ignores it for the first address and the current default.
      onSaved(address ? await updateAddress(address.id, checked.input) : await addAddress(checked.input));
    } catch (error) {
      const failure = saveErrorOf(error, t('address.saveFailed'));
      if (failure.field) {
        setErrors({ [failure.field]: failure.message });
        setFocusRequest({ field: failure.field });
      } else {
        setFormError(failure.message);
      }
      setSaving(false);
    }
  };

  const headingId = `${id}-title`;
  const text = (field: 'receiver' | 'mobile' | 'detail' | 'postcode') => ({
    id: `${id}-${field}`,
    value: values[field],
    error: errors[field],
    inputRef: controlRef(field),
    onChange: (value: string) => change({ [field]: value }),
  });

  return (
    <form className="address-form" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId}>{title}</h3>
      <div className="address-form-grid">
        <TextField {...text('receiver')} label={t('address.form.receiver')} autoComplete="name" maxLength={32} required />
        <TextField {...text('mobile')} label={t('address.form.mobile')} hint={t('address.form.mobileHint')} type="tel" inputMode="tel" autoComplete="tel-national" required />
      </div>
      <RegionSelects idPrefix={id} values={values} errors={errors} onChange={change} selectRef={controlRef} />
      <TextField {...text('detail')} label={t('address.form.detail')} hint={t('address.form.detailHint')} autoComplete="street-address" maxLength={120} required />
      <TextField {...text('postcode')} label={t('address.form.postcode')} inputMode="numeric" autoComplete="postal-code" maxLength={6} />
      {canChooseDefault ? (
        <label className="checkbox">
          <input type="checkbox" checked={values.isDefault} onChange={(event) => change({ isDefault: event.target.checked })} />
          <span>{t('address.form.isDefault')}</span>
        </label>
      ) : null}
      <p className="form-error" role="alert">{formError}</p>
      <div className="address-form-actions">
        <button type="submit" className="button button-primary" aria-busy={saving || undefined}>
          {saving ? t('address.form.saving') : t('address.form.save')}
        </button>
        {onCancel ? <button type="button" className="button" onClick={onCancel}>{t('address.cancel')}</button> : null}
      </div>
    </form>
  );
}
