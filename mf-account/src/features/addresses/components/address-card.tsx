import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { Address } from '../api/address-types';
import { AddressForm } from './address-form';
import { AddressSummary } from './address-summary';

interface AddressCardProps {
  address: Address;
  /** A change to this address is on its way (the book ignores further clicks; buttons stay focusable). */
  busy: boolean;
  onSaved: (address: Address) => void;
  onDelete: (address: Address) => void;
  onSetDefault: (address: Address) => void;
}

type Mode = 'view' | 'edit' | 'confirmDelete';
type FocusTarget = 'edit' | 'delete' | 'keep';

/** One address in the book: shown, edited in place, or asking to confirm its deletion. */
export function AddressCard({ address, busy, onSaved, onDelete, onSetDefault }: AddressCardProps) {
  const { t } = useTranslation();
  const summaryId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const buttons = useRef<Partial<Record<FocusTarget, HTMLButtonElement | null>>>({});
  const buttonRef = (target: FocusTarget) => (element: HTMLButtonElement | null) => {
    buttons.current[target] = element;
  };

  const movingToDefault = useRef(false);

  // When a step closes, the focus goes back to the button that opened it (or on to the next sensible one).
  useEffect(() => {
    const button = focusTarget && buttons.current[focusTarget];
    if (!button) return;
    button.focus();
    setFocusTarget(null);
  }, [focusTarget, mode]);

  // Made the default, the card moves to the top of the list, which can drop the focus on the way.
  useEffect(() => {
    if (!address.isDefault || !movingToDefault.current) return;
    movingToDefault.current = false;
    buttons.current.edit?.focus();
  }, [address.isDefault]);

  const go = (next: Mode, focus: FocusTarget | null) => {
    setMode(next);
    setFocusTarget(focus);
  };

  if (mode === 'edit') {
    return (
      <AddressForm
        title={t('address.form.editTitle')}
        address={address}
        canChooseDefault={!address.isDefault}
        onSaved={(saved) => {
          go('view', 'edit');
          onSaved(saved);
        }}
        onCancel={() => go('view', 'edit')}
      />
    );
  }

  return (
    <div className="address-card" aria-busy={busy || undefined}>
      <AddressSummary address={address} id={summaryId} />
      {mode === 'confirmDelete' ? (
        <div className="address-card-actions" role="group" aria-labelledby={`${summaryId}-confirm`}>
          <p id={`${summaryId}-confirm`} className="address-confirm">{t('address.confirmDelete')}</p>
          <button type="button" className="button address-danger" onClick={() => onDelete(address)} aria-describedby={summaryId}>
            {t('address.deleteConfirm')}
          </button>
          <button type="button" className="button" ref={buttonRef('keep')} onClick={() => go('view', 'delete')}>
            {t('address.cancel')}
          </button>
        </div>
      ) : (
        <div className="address-card-actions">
          <button type="button" className="button" ref={buttonRef('edit')} onClick={() => go('edit', null)} aria-describedby={summaryId}>
            {t('address.edit')}
          </button>
          <button type="button" className="button" ref={buttonRef('delete')} onClick={() => go('confirmDelete', 'keep')} aria-describedby={summaryId}>
            {t('address.delete')}
          </button>
          {address.isDefault ? null : (
            <button
              type="button" className="button" aria-describedby={summaryId}
              // This button goes away once the card is the default: the focus waits on "Edit" of the same card.
              onClick={() => {
                movingToDefault.current = true;
                buttons.current.edit?.focus();
                onSetDefault(address);
              }}
            >
              {t('address.setDefault')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
