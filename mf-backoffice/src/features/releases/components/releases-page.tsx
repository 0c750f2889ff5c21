import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useReleaseStatus } from '../api/get-release-status';
import { failureText } from './failure-reason';
import { RemoteReleaseCard } from './remote-release-card';

export type Attempt = (work: () => Promise<string>) => Promise<void>;

/**
 * Remote releases (docs/deploy.md "Publishing a remote"): each remote's live and canary versions, what was published
 * with its gates, the steps canary 10 % → 50 % → everyone, rollback, publishing keys and who did what.
 */
export function ReleasesPage() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const status = useReleaseStatus(reload);
  const [outcome, setOutcome] = useState<{ done?: string; failure?: string }>({});
  const attempt: Attempt = async (work) => {
    setOutcome({});
    try {
      setOutcome({ done: await work() });
    } catch (error) {
      setOutcome({ failure: failureText(error, t('backoffice.common.saveFailed')) });
    }
    setReload((n) => n + 1);
  };
  if (status.error && !status.data) return <LoadFailed error={status.error} onRetry={status.retry} />;
  if (!status.data) return <Loading />;
  return (
    <>
      <p>{t('backoffice.releases.hint')}</p>
      {outcome.done ? <p className="bo-done" role="status">{outcome.done}</p> : null}
      {outcome.failure ? <p className="bo-error" role="alert">{outcome.failure}</p> : null}
      {status.data.map((remote) => <RemoteReleaseCard key={remote.remote} remote={remote} attempt={attempt} />)}
    </>
  );
}
