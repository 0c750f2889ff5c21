import { useTranslation } from '@labmall/shared/i18n/react';
import type { ReleaseStep } from '../api/get-release-status';

/** The remote's latest steps, newest first: what changed, from which version to which, who did it and why. */
export function ReleaseHistory({ remote, steps }: { remote: string; steps: ReleaseStep[] }) {
  const { t, i18n } = useTranslation();
  if (steps.length === 0) return <p>{t('backoffice.releases.noHistory')}</p>;
  return (
    <table className="bo-table">
      <caption>{t('backoffice.releases.historyCaption', { remote })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.releases.at')}</th>
          <th scope="col">{t('backoffice.releases.step')}</th>
          <th scope="col">{t('backoffice.releases.who')}</th>
          <th scope="col">{t('backoffice.releases.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((s, i) => (
          <tr key={s.id ?? `${s.at}|${i}`}>
            <td>{new Date(s.at).toLocaleString(i18n.language)}</td>
            <td>
              {t(`backoffice.releases.action.${s.action}`, { defaultValue: s.action })} {s.from ?? '—'} → {s.to}
              {s.percent ? ` (${s.percent} %)` : ''}
              {s.rolledBack ? ` · ${t('backoffice.releases.undone')}` : ''}
            </td>
            <td>{s.actor ?? '—'}</td>
            <td>{s.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
