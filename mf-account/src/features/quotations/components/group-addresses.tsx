import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { GroupAddress } from '../api/lab-group-types';

interface GroupAddressesProps {
  addresses: GroupAddress[];
  selectedId: number | null;
  onSelect: (address: GroupAddress) => void;
}

/** The chosen group's shared delivery addresses, offered beside the shopper's own for that group's order only. */
export function GroupAddresses({ addresses, selectedId, onSelect }: GroupAddressesProps) {
  const { t } = useTranslation();
  const name = useId();
  if (addresses.length === 0) return null;
  return (
    <fieldset className="quotation-group-addresses">
      <legend>{t('quotations.group.sharedAddresses')}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="quotation-address-option">
          <input type="radio" name={name} checked={address.id === selectedId} onChange={() => onSelect(address)} />
          <span>
            {address.receiver} {address.mobile} · {[address.province, address.city, address.district, address.detail].join(' ')}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
