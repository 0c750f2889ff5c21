import { useTranslation } from '@labmall/shared/i18n/react';

/** A part of the page that could not be loaded: said in the reader's language, with a way to ask again. */
export function LoadFailed({ onRetry, primary = false }: { onRetry: () => void; primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="study-state" role="alert">
      <p>{t('studyZone.loadFailed')}</p>
      <button type="button" className={primary ? 'button button-primary' : 'button'} onClick={onRetry}>{t('studyZone.retry')}</button>
    </div>
  );
}

/** The grey blocks shown while a part loads, named for screen readers. */
export function LoadingBlocks({ count = 1 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="study-skeleton" aria-busy="true" aria-label={t('studyZone.loading')}>
      {Array.from({ length: count }, (_, index) => <div key={index} />)}
    </div>
  );
}
