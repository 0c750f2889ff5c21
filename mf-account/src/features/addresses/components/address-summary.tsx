import { useTranslation } from '@labmall/shared/i18n/react';
import type { Address } from '../api/address-types';
import { formatAddress } from '../model/format-address';

/** Who receives, where, and whether it is the default: the same lines in the book and in the picker. */
export function AddressSummary({ address, id }: { address: Address; id?: string }) {
  const { t } = useTranslation();
  return (
    <span className="address-summary" id={id}>
      <span className="address-summary-who">
        <strong>{address.receiver}</strong> <span>{address.mobile}</span>
        {address.isDefault ? <span className="address-default-badge">{t('address.defaultBadge')}</span> : null}
      </span>
      <span className="address-summary-where">{formatAddress(address)}</span>
    </span>
  );
}
