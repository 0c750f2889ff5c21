import { useState } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoadFailed, Loading } from '../../../components/load-state';
import { claimTask } from '../api/claim-task';
import { useTasks, type PointsTask } from '../api/get-tasks';

/** Where each task is done, for a "go" link while it is still to do. */
const wherePath: Record<PointsTask['code'], string | null> = {
  checkIn: null,
  completeProfile: '/user/portal',
  firstPaidOrder: '/',
  reviewProduct: '/user/order',
  readArticle: '/studyEnjoy',
};

/** The tasks with their state; a ready one is claimed (the server verifies), the result announced. */
export function TaskList() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [version, setVersion] = useState(0);
  const { data, error, retry } = useTasks(version);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);

  const claim = async (task: PointsTask) => {
    setBusy(task.code);
    try {
      const result = await claimTask(task.code);
      setMessage({ text: t('pointsMall.tasks.claimed', { count: result.points, balance: result.balance }), failed: false });
      setVersion((n) => n + 1);
    } catch (failure) {
      setMessage({ text: apiErrorMessage(failure, t('pointsMall.tasks.failed')), failed: true });
    } finally {
      setBusy(null);
    }
  };

  if (error) return <LoadFailed onRetry={retry} />;
  if (!data) return <Loading />;
  return (
    <section className="mall-section" aria-labelledby="mall-tasks-title">
      <h2 id="mall-tasks-title">{t('pointsMall.tasks.title')}</h2>
      <p data-testid="points-balance">{t('pointsMall.balance.title')}: <strong>{t('pointsMall.points', { count: data.balance })}</strong></p>
      <p className={message?.failed ? 'mall-error' : 'mall-notice'} role="status" aria-live="polite">{message?.text ?? ''}</p>
      <ul className="mall-tasks">
        {data.items.map((task) => (
          <li key={task.code} className={`mall-task mall-task-${task.status}`}>
            <div>
              <h3>{task.name}</h3>
              <p className="mall-muted">{task.description}</p>
              <p>{t('pointsMall.tasks.reward', { count: task.points })} · {t(`pointsMall.tasks.period.${task.period}`)}</p>
            </div>
            {task.status === 'done' ? (
              <span className="mall-tag">{t('pointsMall.tasks.done')}</span>
            ) : task.status === 'ready' && task.claimable ? (
              <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => void claim(task)}>
                {t(task.code === 'checkIn' ? 'pointsMall.tasks.checkIn' : 'pointsMall.tasks.claim')}
              </button>
            ) : (
              <span className="mall-task-todo">
                {t(task.claimable ? 'pointsMall.tasks.todo' : 'pointsMall.tasks.automatic')}{' '}
                {wherePath[task.code] ? <Link to={localize(wherePath[task.code]!)}>{t('pointsMall.tasks.go')}</Link> : null}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
