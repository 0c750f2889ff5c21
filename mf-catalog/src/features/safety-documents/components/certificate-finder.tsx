import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { normaliseLot } from '../lib/lot-number';

/** The lot number form: a plain GET form (works before hydration), upgraded to `onFind` in the browser. */
export function CertificateFinder({ initial, onFind }: { initial: string; onFind: (lot: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lot = normaliseLot(value);
    if (lot) onFind(lot);
  };
  return (
    <form className="certificate-finder" role="search" method="get" onSubmit={submit}>
      <label htmlFor={inputId}>
        {t('safetyDocs.finder.label')}
        <input id={inputId} name="lot" value={value} maxLength={40} required autoComplete="off" spellCheck={false}
          placeholder={t('safetyDocs.finder.placeholder')} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="submit" className="button button-primary">{t('safetyDocs.finder.submit')}</button>
    </form>
  );
}
