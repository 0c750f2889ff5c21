import { useTranslation } from '@labmall/shared/i18n/react';
import { diffRecords, showValue } from '../model/audit-diff';

/** Before → after of one audit row as a list of changed fields: removed text struck, added text marked (and said). */
export function AuditDiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const changes = diffRecords(before, after);
  if (changes.length === 0) return <span>{t('backoffice.audit.noChange')}</span>;
  return (
    <dl className="bo-diff">
      {changes.map((change) => (
        <div key={change.path}>
          <dt>{change.path}</dt>
          <dd>
            {change.before !== undefined ? (
              <del>
                <span aria-hidden="true">{showValue(change.before)}</span>
                <span className="visually-hidden">{t('backoffice.audit.before', { value: showValue(change.before) })}</span>
              </del>
            ) : null}
            {change.before !== undefined && change.after !== undefined ? <span aria-hidden="true"> → </span> : null}
            {change.after !== undefined ? (
              <ins>
                <span aria-hidden="true">{showValue(change.after)}</span>
                <span className="visually-hidden">{t('backoffice.audit.after', { value: showValue(change.after) })}</span>
              </ins>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
