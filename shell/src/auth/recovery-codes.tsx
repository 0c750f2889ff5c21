import { useId, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

/** The recovery codes of a new authenticator, shown this once: the staff member confirms they kept them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [kept, setKept] = useState(false);
  return (
    <section className="auth-form" aria-labelledby={id}>
      <h2 id={id}>{t('auth.secondFactor.recoveryTitle')}</h2>
      <p>{t('auth.secondFactor.recoveryLead')}</p>
      <ul className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => <li key={code}><code>{code}</code></li>)}
      </ul>
      <label className="checkbox-field">
        <input type="checkbox" checked={kept} onChange={(e) => setKept(e.target.checked)} />
        {t('auth.secondFactor.recoveryKept')}
      </label>
      <button type="button" className="button button-primary" disabled={!kept} onClick={onDone}>{t('auth.secondFactor.continue')}</button>
    </section>
  );
}
