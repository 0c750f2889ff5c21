import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta, type PageMetaOptions } from '@labmall/shared/ui/use-page-meta';
import type { RemoteName } from './remote-names';

/** The localized "this part of the shop is unavailable — retry" panel, shown in the failed area only. */
export function RemoteUnavailablePanel({ remote, meta, onRetry }: { remote: RemoteName; meta: PageMetaOptions; onRetry: () => void }) {
  const { t } = useTranslation();
  usePageMeta(meta);
  return (
    <section className="remote-unavailable" role="alert" data-remote-unavailable={remote}>
      <h2>{t('remote.unavailableTitle')}</h2>
      <p>{t('remote.unavailableBody')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
