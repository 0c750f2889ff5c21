import type { ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import type { RequestState } from '@labmall/shared/hooks/use-request';

/**
 * A block fed by one call: a polite "loading" while it is on the way, the server's message and a retry when
 * it failed, the content once there (the last answer stays on screen while a new one loads).
 */
export function LoadState<T>({ state, children }: { state: RequestState<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.data !== undefined) return <>{children(state.data)}</>;
  if (state.error !== undefined) {
    return (
      <div className="hs-error" role="alert">
        <p>{apiErrorMessage(state.error, t('helpService.common.loadFailed'))}</p>
        <button type="button" className="button" onClick={state.retry}>{t('helpService.common.retry')}</button>
      </div>
    );
  }
  return (
    <div className="hs-loading" aria-busy="true">
      <span role="status">{t('helpService.common.loading')}</span>
    </div>
  );
}
