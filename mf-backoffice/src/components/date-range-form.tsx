import { useId, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useStateResetWhen } from '@labmall/shared/hooks/use-state-reset-when';
import { checkDayRange, type DayRange, type RangeProblem } from '../lib/day-range';

interface DateRangeFormProps {
  /** The range in the URL (maybe a bad one from a hand-edited link: then its problem is shown at once). */
  range: DayRange;
  /** The longest range the API takes, in days. */
  maxDays: number;
  /** Where the page's texts are: `<texts>.{label, from, to, apply, hint, invalid, order, tooLong}`. */
  texts: string;
  onApply: (range: DayRange) => void;
}

/**
 * A date range (China days) checked as the API checks it before anything is asked. The fields follow the URL when it
 * changes (back, forward, a link) and otherwise keep what is typed until Apply; a problem is said in words and focused.
 */
export function DateRangeForm({ range, maxDays, texts, onApply }: DateRangeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const key = `${range.from}|${range.to}`;
  const [draft, setDraft] = useStateResetWhen(key, () => range);
  const [problem, setProblem] = useStateResetWhen<string, RangeProblem | null>(key, () => checkDayRange(range, maxDays));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkDayRange(draft, maxDays);
    setProblem(found);
    if (found) event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
    else onApply(draft);
  };
  const invalid = problem !== null || undefined;
  const field = (name: 'from' | 'to') => (
    <label className="bo-field">
      {t(`${texts}.${name}`)}
      <input
        type="date" name={name} value={draft[name]} required aria-invalid={invalid} aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <form className="bo-filters" aria-label={t(`${texts}.label`)} onSubmit={submit} noValidate>
      {field('from')}
      {field('to')}
      <button type="submit" className="button button-primary">{t(`${texts}.apply`)}</button>
      <p id={`${id}-hint`} className="bo-hint">{t(`${texts}.hint`)}</p>
      {problem ? <p id={`${id}-problem`} role="alert" className="bo-error">{t(`${texts}.${problem}`, { days: maxDays })}</p> : null}
    </form>
  );
}
