import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { RemoteSlot } from '@labmall/shared/ui/remote-slot';
import type { Address } from '../api/checkout-types';
import { AddressFallback } from './address-fallback';

/** The props of mf_account's `./AddressPicker` fragment (docs/contracts.md). */
export interface AddressPickerProps {
  selectedId: number | null;
  /** Called on the shopper's choice, and once by the picker itself with the default address. */
  onSelect: (address: Address) => void;
}

/**
 * The delivery address, chosen in the account remote's picker (it lists, preselects the default and adds
 * addresses inline). A retry remounts the slot, which loads the fragment afresh (a failed lazy load is cached).
 */
export function AddressSection({ selectedId, onSelect }: AddressPickerProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <section className="checkout-section" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title">{t('checkout.address.title')}</h2>
      <RemoteSlot<AddressPickerProps>
        key={attempt}
        remote="mf_account"
        module="./AddressPicker"
        props={{ selectedId, onSelect }}
        fallback={<AddressFallback onRetry={() => setAttempt((n) => n + 1)} />}
      />
    </section>
  );
}
