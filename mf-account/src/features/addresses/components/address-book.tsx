import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { MAX_ADDRESSES, type Address } from '../api/address-types';
import { deleteAddress } from '../api/delete-address';
import { setDefaultAddress } from '../api/set-default-address';
import { useAddresses } from '../hooks/use-addresses';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { AddressesState } from './addresses-state';
import './addresses.css';

/** The address book: list (default first), add, edit in place, delete after confirming, set the default. */
export function AddressBook() {
  const { t } = useTranslation();
  const { items, error, reload, show } = useAddresses();
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = useState(0);
  const titleId = useId();
  const limitId = useId();

  // After the form closes, whichever "add" button is on screen again (the toolbar's or the empty state's).
  useEffect(() => {
    if (focusAdd) addButton.current?.focus();
  }, [focusAdd]);

  const announce = (text: string) => {
    setFailure('');
    setStatus(text);
  };
  const fail = (reason: unknown) => {
    setStatus('');
    setFailure(apiErrorMessage(reason, t('address.actionFailed')));
    reload(); // e.g. a 404: the address went away in another tab
  };

  const run = async (address: Address, action: () => Promise<void>) => {
    if (busyId !== null) return;
    setBusyId(address.id);
    try {
      await action();
    } catch (reason) {
      fail(reason);
    } finally {
      setBusyId(null);
    }
  };
  const remove = (address: Address) => run(address, async () => {
    await deleteAddress(address.id);
    show((items ?? []).filter((item) => item.id !== address.id));
    reload(); // the server may have made another address the default
    announce(t('address.deleted'));
    heading.current?.focus(); // the card and its buttons are gone
  });
  const makeDefault = (address: Address) => run(address, async () => {
    show(await setDefaultAddress(address.id));
    announce(t('address.defaultChanged'));
  });

  if (!items) return <AddressesState error={error} onRetry={reload} />;
  const full = items.length >= MAX_ADDRESSES;
  const closeForm = () => {
    setAdding(false);
    setFocusAdd((n) => n + 1);
  };

  return (
    <section className="address-book" aria-labelledby={titleId}>
      <div className="address-book-toolbar">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {t('address.listTitle')} <span className="address-count">{t('address.count', { saved: items.length, max: MAX_ADDRESSES })}</span>
        </h2>
        {items.length > 0 ? (
          <button
            type="button" className="button button-primary" ref={addButton} disabled={full} aria-expanded={adding}
            aria-describedby={full ? limitId : undefined} onClick={() => setAdding(true)}
          >
            {t('address.add')}
          </button>
        ) : null}
      </div>
      {full ? <p id={limitId} className="form-hint">{t('address.limitReached', { max: MAX_ADDRESSES })}</p> : null}
      <p className="address-status" role="status">{status}</p>
      <p className="form-error" role="alert">{failure}</p>
      {error ? <AddressesState error={error} onRetry={reload} /> : null}
      {adding ? (
        <AddressForm
          title={t('address.form.addTitle')}
          canChooseDefault={items.length > 0}
          onSaved={() => {
            setAdding(false);
            announce(t('address.saved'));
            reload();
            heading.current?.focus();
          }}
          onCancel={closeForm}
        />
      ) : null}
      {items.length === 0 && !adding ? (
        <div className="list-state address-empty">
          <p>{t('address.empty')}</p>
          <button type="button" className="button button-primary" ref={addButton} onClick={() => setAdding(true)}>{t('address.addFirst')}</button>
        </div>
      ) : null}
      <ul className="address-list">
        {items.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              busy={busyId === address.id}
              onSaved={() => {
                announce(t('address.saved'));
                reload();
              }}
              onDelete={remove}
              onSetDefault={makeDefault}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
