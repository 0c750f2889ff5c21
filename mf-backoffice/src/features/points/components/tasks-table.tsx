import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { pickLocalized } from '../../../lib/localized';
import { usePointsTasks, type PointsTask } from '../api/get-points-tasks';
import { savePointsTask } from '../api/save-points-task';

/** The points tasks and their rewards: what completes a task is the shop's code; its points and whether it runs are staff's. */
export function TasksTable() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const tasks = usePointsTasks(version);
  if (tasks.error && !tasks.data) return <LoadFailed error={tasks.error} onRetry={tasks.retry} />;
  if (!tasks.data) return <Loading />;
  const saved = (outcome: { error?: string; done?: string }) => {
    setResult(outcome);
    setVersion((n) => n + 1);
  };
  return (
    <div className="bo-table-wrap" aria-busy={tasks.loading || undefined}>
      <SaveResult error={result.error} done={result.done} />
      <table className="bo-table">
        <caption>{t('backoffice.points.tasks.caption')}</caption>
        <thead>
          <tr>
            {['task', 'period', 'points', 'enabled', 'actions'].map((c) => <th key={c} scope="col">{t(`backoffice.points.tasks.columns.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>{tasks.data.map((task) => <TaskRow key={`${task.code}|${task.version}`} task={task} onSaved={saved} />)}</tbody>
      </table>
    </div>
  );
}

function TaskRow({ task, onSaved }: { task: PointsTask; onSaved: (outcome: { error?: string; done?: string }) => void }) {
  const { t, i18n } = useTranslation();
  const [points, setPoints] = useState(String(task.points));
  const [enabled, setEnabled] = useState(task.enabled);
  const [busy, setBusy] = useState(false);
  const name = pickLocalized(task.name, i18n.language);
  const save = async () => {
    const value = Number(points);
    if (!Number.isInteger(value) || value < 1 || value > 100_000) return onSaved({ error: t('backoffice.points.tasks.pointsInvalid', { task: name }) });
    setBusy(true);
    try {
      await savePointsTask({ code: task.code, version: task.version, points: value, enabled });
      onSaved({ done: t('backoffice.points.tasks.saved', { task: name }) });
    } catch (error) {
      onSaved({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <th scope="row">{name}<br /><small>{pickLocalized(task.description, i18n.language)}</small></th>
      <td>{t(`backoffice.points.tasks.periods.${task.period}`)}</td>
      <td><input type="number" min={1} step={1} aria-label={t('backoffice.points.tasks.pointsOf', { task: name })} value={points} onChange={(e) => setPoints(e.target.value)} /></td>
      <td><input type="checkbox" aria-label={t('backoffice.points.tasks.enabledOf', { task: name })} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /></td>
      <td><button type="button" className="button" disabled={busy} onClick={() => void save()}>{t('backoffice.common.save')}</button></td>
    </tr>
  );
}
