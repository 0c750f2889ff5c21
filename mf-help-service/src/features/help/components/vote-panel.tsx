import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { voteQuestion } from '../api/vote-question';
import type { HelpfulCounts } from '../api/help-types';

/** "Was this helpful?": one vote per reader (changing it is allowed), the result announced politely. */
export function VotePanel({ questionId, initial }: { questionId: number; initial: HelpfulCounts }) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState(initial);
  const [mine, setMine] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const vote = async (helpful: boolean) => {
    setBusy(true);
    setError('');
    try {
      setCounts(await voteQuestion(questionId, helpful));
      setMine(helpful);
    } catch (failure) {
      setError(apiErrorMessage(failure, t('helpService.help.voteFailed')));
    } finally {
      setBusy(false);
    }
  };

  const total = counts.yes + counts.no;
  return (
    <section className="help-vote" aria-labelledby="help-vote-title">
      <h2 id="help-vote-title">{t('helpService.help.helpfulQuestion')}</h2>
      <div className="help-vote-buttons">
        <button type="button" className="button" aria-pressed={mine === true} disabled={busy} onClick={() => void vote(true)}>
          {t('helpService.help.yes')}
        </button>
        <button type="button" className="button" aria-pressed={mine === false} disabled={busy} onClick={() => void vote(false)}>
          {t('helpService.help.no')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="form-hint">
        {mine !== null ? `${t('helpService.help.thanks')} ` : ''}
        {total > 0 ? t('helpService.help.helpfulCount', { yes: counts.yes, total }) : ''}
      </p>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </section>
  );
}
