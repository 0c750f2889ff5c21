import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { MAX_ADDRESSES, type Address } from '../api/address-types';
import { useAddresses } from '../hooks/use-addresses';
import { AddressForm } from './address-form';
import { AddressesState } from './addresses-state';
import { AddressSummary } from './address-summary';
import './addresses.css';

export interface AddressPickerProps {
  selectedId: number | null;
  onSelect: (address: Address) => void;
}

/**
 * The delivery address of an order: a radio group of the shopper's addresses, one of them added inline when
 * needed. Nothing chosen yet (or a choice that no longer exists) → the default, or else the first, once loaded.
 */
export function AddressPicker({ selectedId, onSelect }: AddressPickerProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const name = useId();
  const { items, error, reload, show } = useAddresses();
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const preselected = useRef(false);
  const [focusRequest, setFocusRequest] = useState<{ id: number | 'add' } | null>(null);
  const focusables = useRef(new Map<number | 'add', HTMLElement>());
  const focusableRef = (key: number | 'add') => (element: HTMLElement | null) => {
    if (element) focusables.current.set(key, element);
    else focusables.current.delete(key);
  };

  // The form closes under the keyboard focus: it goes to the address just added, or back to "add".
  useEffect(() => {
    const element = focusRequest && focusables.current.get(focusRequest.id);
    if (!element) return;
    element.focus();
    setFocusRequest(null);
  }, [focusRequest, items]);

  // Only on the first load: a later reload (e.g. after an inline add) must not override the shopper's choice.
  useEffect(() => {
    if (preselected.current || !items || items.length === 0) return;
    preselected.current = true;
    if (selectedId !== null && items.some((address) => address.id === selectedId)) return;
    onSelect(items.find((address) => address.isDefault) ?? items[0]!);
  }, [items, selectedId, onSelect]);

  if (!items) return <AddressesState error={error} onRetry={reload} />;
  const full = items.length >= MAX_ADDRESSES;
  // Without any address the order cannot go on: the form is the only thing to do, so it is open.
  const formOpen = adding || items.length === 0;

  return (
    <div className="address-picker">
      <fieldset className="address-options">
        <legend>{t('address.picker.legend')}</legend>
        {items.length === 0 ? <p>{t('address.picker.empty')}</p> : null}
        {items.map((address) => (
          <label key={address.id} className="address-option">
            <input type="radio" name={name} ref={focusableRef(address.id)} checked={address.id === selectedId} onChange={() => onSelect(address)} />
            <AddressSummary address={address} />
          </label>
        ))}
      </fieldset>
      {error ? <AddressesState error={error} onRetry={reload} /> : null}
      <p className="address-status" role="status">{status}</p>
      {formOpen ? (
        <AddressForm
          title={t('address.form.addTitle')}
          canChooseDefault={items.length > 0}
          onSaved={(saved) => {
            setAdding(false);
            setStatus(t('address.picker.added'));
            // Shown at once (the reload brings the server's order and default flags).
            show([...items.map((address) => (saved.isDefault ? { ...address, isDefault: false } : address)), saved]);
            setFocusRequest({ id: saved.id });
            onSelect(saved);
            reload();
          }}
          onCancel={items.length > 0 ? () => {
            setAdding(false);
            setFocusRequest({ id: 'add' });
          } : undefined}
        />
      ) : (
        <div className="address-picker-actions">
          <button type="button" className="button" ref={focusableRef('add')} disabled={full} onClick={() => setAdding(true)}>
            {t('address.picker.addNew')}
          </button>
          {full ? <p className="form-hint">{t('address.limitReached', { max: MAX_ADDRESSES })}</p> : null}
        </div>
      )}
      <p className="address-picker-manage">
        <Link to={localize('/user/address')}>{t('address.picker.manage')}</Link>
      </p>
    </div>
  );
}
