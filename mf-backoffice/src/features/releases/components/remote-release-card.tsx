import { useTranslation } from '@labmall/shared/i18n/react';
import type { RemoteRelease } from '../api/get-release-status';
import { promoteRelease } from '../api/promote-release';
import { rollbackRelease } from '../api/rollback-release';
import { startCanary } from '../api/start-canary';
import { PublishKey } from './publish-key';
import { ReleaseHistory } from './release-history';
import type { Attempt } from './releases-page';
import { VersionRow } from './version-row';

/** The canary's next share: 10 % → 50 % → everyone (undefined = promote). */
export const nextShare = (percent: number | undefined) => (percent === undefined ? 10 : percent < 10 ? 10 : percent < 50 ? 50 : undefined);

/** One remote: its live and canary versions, its versions with their gates and steps, its key and its history. */
export function RemoteReleaseCard({ remote, attempt }: { remote: RemoteRelease; attempt: Attempt }) {
  const { t } = useTranslation();
  const headingId = `release-${remote.remote}`;
  const canary = remote.canary;
  const advance = (version: string) => {
    const share = nextShare(canary?.version === version ? canary.percent : undefined);
    return share === undefined
      ? attempt(async () => { await promoteRelease(remote.remote, version); return t('backoffice.releases.promoted', { remote: remote.remote, version }); })
      : attempt(async () => { await startCanary(remote.remote, version, share); return t('backoffice.releases.canaryStarted', { remote: remote.remote, version, percent: share }); });
  };
  const rollback = () => attempt(async () => {
    const step = await rollbackRelease(remote.remote);
    return t('backoffice.releases.rolledBack', { remote: remote.remote, version: step.to });
  });
  return (
    <section className="bo-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{remote.remote}</h2>
      <p>
        {t('backoffice.releases.live', { version: remote.live ?? '—' })}
        {' · '}
        {canary ? t('backoffice.releases.canary', { version: canary.version, percent: canary.percent }) : t('backoffice.releases.noCanary')}
      </p>
      {/* Offered only when the shop would do it (the server's planRollback answers rollbackTo): a running canary can
          always be ended; a remote's first version has nothing before it. */}
      {canary || remote.rollbackTo ? (
        <button type="button" className="button" onClick={() => void rollback()}>
          {canary ? t('backoffice.releases.endCanary') : t('backoffice.releases.rollback')}
        </button>
      ) : null}
      {remote.versions.length === 0 ? <p role="status">{t('backoffice.releases.empty')}</p> : (
        <div className="bo-table-wrap">
        <table className="bo-table">
          <caption>{t('backoffice.releases.versionsCaption', { remote: remote.remote })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.releases.version')}</th>
              <th scope="col">{t('backoffice.releases.published')}</th>
              <th scope="col">{t('backoffice.releases.gates')}</th>
              <th scope="col">{t('backoffice.releases.errorRate')}</th>
              <th scope="col">{t('backoffice.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {[...remote.versions].reverse().map((v) => (
              <VersionRow key={v.version} version={v} live={remote.live === v.version} canary={canary?.version === v.version ? canary.percent : undefined}
                onAdvance={() => void advance(v.version)} />
            ))}
          </tbody>
        </table>
        </div>
      )}
      <PublishKey remote={remote.remote} keyInfo={remote.key} />
      <ReleaseHistory remote={remote.remote} steps={remote.history} />
    </section>
  );
}
