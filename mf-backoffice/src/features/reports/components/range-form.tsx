import { useId, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useStateResetWhen } from '@labmall/shared/hooks/use-state-reset-when';
import { MAX_RANGE_DAYS, checkRange, type RangeProblem, type ReportRange } from '../model/report-range';

interface RangeFormProps {
  /** The range in the URL (maybe a bad one from a hand-edited link: then its problem is shown at once). */
  range: ReportRange;
  onApply: (range: ReportRange) => void;
}

/**
 * The reports' date range (China days), checked as the API checks it before anything is asked. The fields follow
 * the URL when it changes (back, forward, a link) and otherwise keep what is typed until Apply.
 */
export function RangeForm({ range, onApply }: RangeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const key = `${range.from}|${range.to}`;
  const [draft, setDraft] = useStateResetWhen(key, () => range);
  const [problem, setProblem] = useStateResetWhen<string, RangeProblem | null>(key, () => checkRange(range));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkRange(draft);
    setProblem(found);
    if (!found) onApply(draft);
  };
  const invalid = problem !== null || undefined;
  const field = (name: 'from' | 'to') => (
    <label className="bo-field">
      {t(`backoffice.reports.range.${name}`)}
      <input
        type="date" name={name} value={draft[name]} required aria-invalid={invalid} aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <form className="bo-filters" aria-label={t('backoffice.reports.range.label')} onSubmit={submit} noValidate>
      {field('from')}
      {field('to')}
      <button type="submit" className="button button-primary">{t('backoffice.reports.range.apply')}</button>
      <p id={`${id}-hint`} className="bo-hint">{t('backoffice.reports.range.hint')}</p>
      {problem ? <p id={`${id}-problem`} role="alert" className="bo-error">{t(`backoffice.reports.range.${problem}`, { days: MAX_RANGE_DAYS })}</p> : null}
    </form>
  );
}
