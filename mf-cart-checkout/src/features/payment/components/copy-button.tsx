import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

/** Copies `value` (an account number, an amount, the reference) and says whether it worked. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      // Not every browser (or an insecure origin) offers the clipboard: then the text stays there to select.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };
  return (
    <span className="payment-copy">
      <button type="button" className="button" aria-label={t('payment.copy.label', { what: label })} onClick={() => void copy()}>
        {t('payment.copy.button')}
      </button>
      <span role="status" aria-live="polite" className="form-hint">
        {result === 'copied' ? t('payment.copy.done') : result === 'failed' ? t('payment.copy.failed') : ''}
      </span>
    </span>
  );
}
