import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { RemoteSlot } from '@labmall/shared/ui/remote-slot';

interface PickedAddress { id: number }
/** The props of mf_account's `./AddressPicker` fragment (docs/contracts.md). */
interface AddressPickerProps { selectedId: number | null; onSelect: (address: PickedAddress) => void }

/** The delivery address from the shopper's address book, through the account remote's picker; a retry remounts it. */
export function AddressChoice({ selectedId, onSelect }: { selectedId: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <section className="mall-section" aria-labelledby="mall-address-title">
      <h2 id="mall-address-title">{t('pointsMall.confirm.address')}</h2>
      <RemoteSlot<AddressPickerProps>
        key={attempt}
        remote="mf_account"
        module="./AddressPicker"
        props={{ selectedId, onSelect: (address) => onSelect(address.id) }}
        fallback={
          <div className="mall-state" role="alert">
            <p>{t('pointsMall.confirm.addressFailed')}</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>{t('pointsMall.retry')}</button>
          </div>
        }
      />
    </section>
  );
}
