import type { ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import type { RequestStatus } from '../hooks/use-block-query';
import './block-state.css';

interface BlockStateProps {
  status: RequestStatus;
  error?: unknown;
  retry: () => void;
  /** What the block looks like while its data is on the way. */
  skeleton: ReactNode;
  /** Shown when the data arrived but there is nothing to show. */
  empty?: ReactNode;
  isEmpty?: boolean;
  /** For a second block fed by the same call: the first one already offers the retry. */
  quietError?: boolean;
  children: ReactNode;
}

/**
 * One block of a page (carousel, rankings, a bundle…): a skeleton while loading, a retry panel when its call
 * failed, the content otherwise. Each block fails alone, so the rest of the page keeps working.
 */
export function BlockState({ status, error, retry, skeleton, empty, isEmpty, quietError, children }: BlockStateProps) {
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <div className="block-loading" aria-busy="true">
        <span className="visually-hidden" role="status">{t('common.loading')}</span>
        {skeleton}
      </div>
    );
  }
  if (status === 'error') {
    if (quietError) return null;
    return (
      <div className="block-error" role="alert">
        <p>{apiErrorMessage(error, t('catalog.home.blockFailed'))}</p>
        <button type="button" className="button" onClick={retry}>{t('remote.retry')}</button>
      </div>
    );
  }
  if (status === 'idle') return null;
  if (isEmpty) return <>{empty ?? null}</>;
  return <>{children}</>;
}
