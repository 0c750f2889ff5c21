import { useTranslation } from '@labmall/shared/i18n/react';
import { SaveResult } from '../../../components/form-alert';
import type { ApiFailure } from '../../../lib/api-failure';

export interface Outcome { done?: string; failure?: ApiFailure }

/**
 * The last write's result: done, or refused with the server's reason. A 409 (someone saved first, or the URL name
 * is taken) also offers a reload, which drops the edits here and shows the article as it now is.
 */
export function EditorResult({ outcome, onReload }: { outcome: Outcome; onReload: () => void }) {
  const { t } = useTranslation();
  if (outcome.failure?.status === 409) {
    return (
      <div role="alert" className="bo-error">
        <p>{outcome.failure.message}</p>
        <button type="button" className="button" onClick={onReload}>{t('backoffice.content.editor.reload')}</button>
      </div>
    );
  }
  return <SaveResult error={outcome.failure?.message ?? null} done={outcome.done ?? null} />;
}
