import { useTranslation } from '@labmall/shared/i18n/react';
import type { ReleaseVersion } from '../api/get-release-status';
import { nextShare } from './remote-release-card';

/** A version of a remote: who published it, each gate it passed, and its next step (canary 10 %, 50 %, everyone). */
export function VersionRow({ version, live, canary, onAdvance }: { version: ReleaseVersion; live: boolean; canary: number | undefined; onAdvance: () => void }) {
  const { t, i18n } = useTranslation();
  const share = nextShare(canary);
  return (
    <tr>
      <th scope="row">
        {version.version}
        {live ? <> <span>{t('backoffice.releases.liveBadge')}</span></> : null}
        {canary !== undefined ? <> <span>{t('backoffice.releases.canaryBadge', { percent: canary })}</span></> : null}
      </th>
      <td>
        {version.publishedAt && version.publishedBy
          ? t('backoffice.releases.publishedBy', { at: new Date(version.publishedAt).toLocaleString(i18n.language), who: version.publishedBy })
          : t('backoffice.releases.builtHere')}
      </td>
      <td>
        {version.gates ? (
          <ul className="bo-plain-list">
            {version.gates.map((g) => (
              <li key={g.name} title={g.detail}>
                {g.passed ? '✓' : '✗'} {t(`backoffice.releases.gate.${g.name}`, { defaultValue: g.name })}
                <span className="visually-hidden">: {g.passed ? t('backoffice.releases.gatePassed') : t('backoffice.releases.gateFailed')}. {g.detail}</span>
              </li>
            ))}
          </ul>
        ) : t('backoffice.releases.noGates')}
      </td>
      <td>
        {version.pageLoads === 0 ? t('backoffice.releases.noLoads') : t('backoffice.releases.rate', {
          rate: ((100 * version.errors) / version.pageLoads).toFixed(2), loads: version.pageLoads,
        })}
        {version.ssrFailures > 0 ? <><br />{t('backoffice.releases.ssrFailures', { count: version.ssrFailures })}</> : null}
      </td>
      <td className="bo-actions">
        {live && canary === undefined ? null : (
          <button type="button" className="button" onClick={onAdvance}
            aria-label={`${share === undefined ? t('backoffice.releases.promote') : t('backoffice.releases.canaryTo', { percent: share })} ${version.version}`}>
            {share === undefined ? t('backoffice.releases.promote') : t('backoffice.releases.canaryTo', { percent: share })}
          </button>
        )}
      </td>
    </tr>
  );
}
