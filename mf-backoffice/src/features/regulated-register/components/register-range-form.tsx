import { useId, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useStateResetWhen } from '@labmall/shared/hooks/use-state-reset-when';
import { MAX_REGISTER_DAYS, checkRange, type RangeProblem, type RegisterRange } from '../model/register-range';

/**
 * The register's range, checked as the API checks it before anything is asked; the fields follow the URL when it
 * changes (back, a link) and otherwise keep what is typed until "Show". A problem is said in words and focused.
 */
export function RegisterRangeForm({ range, onApply }: { range: RegisterRange; onApply: (range: RegisterRange) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const key = `${range.from}|${range.to}`;
  const [draft, setDraft] = useStateResetWhen(key, () => range);
  const [problem, setProblem] = useStateResetWhen<string, RangeProblem | null>(key, () => checkRange(range));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkRange(draft);
    setProblem(found);
    if (found) event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
    else onApply(draft);
  };
  const invalid = problem !== null || undefined;
  const field = (name: 'from' | 'to') => (
    <label className="bo-field">
      {t(`backoffice.regulatedRegister.range.${name}`)}
      <input
        type="date" name={name} value={draft[name]} required aria-invalid={invalid}
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <form className="bo-filters" aria-label={t('backoffice.regulatedRegister.range.label')} onSubmit={submit} noValidate>
      {field('from')}
      {field('to')}
      <button type="submit" className="button button-primary">{t('backoffice.regulatedRegister.range.apply')}</button>
      <p id={`${id}-hint`} className="bo-hint">{t('backoffice.regulatedRegister.range.hint')}</p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="bo-error">
          {t(`backoffice.regulatedRegister.range.${problem}`, { days: MAX_REGISTER_DAYS })}
        </p>
      ) : null}
    </form>
  );
}
