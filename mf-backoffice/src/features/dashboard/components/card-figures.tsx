import type { ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { RequestState } from '@labmall/shared/hooks/use-request';

/** A figure on a card: the number, or a quiet dash while it loads. */
export function Figure({ label, value }: { label: string; value: number | string | undefined }) {
  return <p>{label}: <strong>{value ?? '—'}</strong></p>;
}

/** A card's figures, or, when they could not be read, a short error and a retry for that card alone. */
export function CardFigures({ card, request, children }: { card: string; request: RequestState<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  if (!request.error || request.data !== undefined) return <>{children}</>;
  return (
    <div role="alert">
      <p>{t('backoffice.dashboard.figuresFailed')}</p>
      <button type="button" className="button" aria-label={t('backoffice.dashboard.figuresRetry', { card })} onClick={request.retry}>
        {t('backoffice.common.retry')}
      </button>
    </div>
  );
}
