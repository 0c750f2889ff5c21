import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import { readFailure } from '../../../lib/api-failure';
import type { Hazard, SignalWord } from '../api/get-product';
import { useHazardStatements } from '../api/get-hazard-statements';
import { saveHazard } from '../api/save-hazard';
import { deleteHazard } from '../api/delete-hazard';
import { SaveResult } from '../../../components/form-alert';

const PICTOGRAMS = ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'];
const EMPTY: Hazard = { pictograms: [], signalWord: null, hazardCodes: [], unNumber: null };

/** The product's GHS label: pictograms, signal word, H-statements (picked from the server's list) and UN number. */
export function HazardForm({ productId, hazard, onChanged }: { productId: number; hazard: Hazard | null; onChanged: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const statements = useHazardStatements();
  const [draft, setDraft] = useState<Hazard>(hazard ?? EMPTY);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});

  const run = async (action: () => Promise<unknown>, doneKey: string) => {
    setBusy(true);
    setResult({});
    try {
      await action();
      setResult({ done: t(doneKey) });
      onChanged();
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => saveHazard({ productId, ...draft }), 'backoffice.hazard.saved');
  };
  const togglePictogram = (code: string) => setDraft((d) => ({
    ...d, pictograms: d.pictograms.includes(code) ? d.pictograms.filter((p) => p !== code) : PICTOGRAMS.filter((p) => p === code || d.pictograms.includes(p)),
  }));

  return (
    <form className="bo-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('backoffice.hazard.title')}</h2>
      <fieldset>
        <legend>{t('backoffice.hazard.pictograms')}</legend>
        <div className="bo-filters">
          {PICTOGRAMS.map((code) => (
            <label key={code} className="checkbox">
              <input type="checkbox" checked={draft.pictograms.includes(code)} onChange={() => togglePictogram(code)} />
              {`${code} ${t(`backoffice.hazard.pictogramNames.${code}`)}`}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="bo-filters">
        <label className="bo-field">
          {t('backoffice.hazard.signalWord')}
          <select value={draft.signalWord ?? ''} onChange={(e) => setDraft({ ...draft, signalWord: (e.target.value || null) as SignalWord | null })}>
            <option value="">{t('backoffice.hazard.noSignalWord')}</option>
            <option value="danger">{t('backoffice.hazard.danger')}</option>
            <option value="warning">{t('backoffice.hazard.warning')}</option>
          </select>
        </label>
        <label className="bo-field">
          {t('backoffice.hazard.unNumber')}
          <input value={draft.unNumber ?? ''} maxLength={8} placeholder="UN1234" onChange={(e) => setDraft({ ...draft, unNumber: e.target.value.trim() ? e.target.value : null })} />
        </label>
      </div>
      <label className="bo-field">
        {t('backoffice.hazard.statements')}
        <select
          multiple size={8} value={draft.hazardCodes} aria-describedby={`${id}-hint`}
          onChange={(e) => setDraft({ ...draft, hazardCodes: [...e.target.selectedOptions].map((o) => o.value) })}
        >
          {(statements.data ?? []).map((s) => <option key={s.code} value={s.code}>{`${s.code} ${s.text}`}</option>)}
          {draft.hazardCodes.filter((c) => !statements.data?.some((s) => s.code === c)).map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </label>
      <p id={`${id}-hint`} className="form-hint">{t('backoffice.hazard.statementsHint', { codes: draft.hazardCodes.join(', ') || '—' })}</p>
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.hazard.save')}</button>
        {hazard ? (
          <ConfirmAction
            label={t('backoffice.hazard.delete')} question={t('backoffice.hazard.deleteQuestion')} confirmLabel={t('backoffice.common.confirm')}
            dismissLabel={t('backoffice.common.cancel')} busy={busy}
            onConfirm={() => void run(async () => {
              await deleteHazard(productId);
              setDraft(EMPTY);
            }, 'backoffice.hazard.deleted')}
          />
        ) : null}
      </div>
      <SaveResult error={result.error} done={result.done} />
    </form>
  );
}
