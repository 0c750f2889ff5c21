import { useEffect, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

/** How long a fragment may take before "loading" turns into "unavailable" (the MF retry plugin has tried by then). */
export const ADDRESS_WAIT_MS = 1500;

/**
 * Stands in for the account remote's address picker while it loads or when it is down. Saying "unavailable"
 * at once would flash on every normal load, so it first says "loading" for a moment. Either way the shopper
 * can retry, and the order cannot be submitted without an address.
 */
export function AddressFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ADDRESS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="checkout-address-fallback" role="status" aria-live="polite">
      <p>{waited ? t('checkout.address.unavailable') : t('checkout.address.loading')}</p>
      {waited ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('checkout.retry')}
        </button>
      ) : null}
    </div>
  );
}
