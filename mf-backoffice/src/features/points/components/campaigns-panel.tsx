import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { Pager } from '@labmall/shared/ui/pager';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { SortHeader } from '../../../components/sort-header';
import { readFailure } from '../../../lib/api-failure';
import { pickLocalized } from '../../../lib/localized';
import { getCampaign, type Campaign } from '../api/get-campaign';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignForm } from './campaign-form';

/** The points campaigns, by start (sorted on the server); one opened in the form above the list to edit it. */
export function CampaignsPanel() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const list = useCampaigns(page, order, version);
  const open = async (id: number) => {
    try {
      setEditing(await getCampaign(id));
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.loadFailed')).message });
    }
  };
  const saved = (done: string) => {
    setEditing(null);
    setResult({ done });
    setVersion((n) => n + 1);
  };
  return (
    <>
      <SaveResult error={result.error} done={result.done} />
      {editing === null ? <p><button type="button" className="button button-primary" onClick={() => setEditing('new')}>{t('backoffice.points.campaigns.new')}</button></p> : null}
      {editing !== null ? <CampaignForm key={editing === 'new' ? 'new' : `${editing.id}|${editing.version}`} campaign={editing === 'new' ? null : editing} onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      {list.error && !list.data ? <LoadFailed error={list.error} onRetry={list.retry} /> : null}
      {!list.data && !list.error ? <Loading /> : null}
      {list.data ? (
        <div className="bo-table-wrap" aria-busy={list.loading || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.points.campaigns.caption', { total: list.data.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice.points.columns.code')}</th>
                <th scope="col">{t('backoffice.points.columns.name')}</th>
                <SortHeader label={t('backoffice.points.campaigns.startsAt')} column="startsAt" sort="startsAt" order={order} onSort={(_column, next) => { setOrder(next); setPage(1); }} />
                <th scope="col">{t('backoffice.points.campaigns.endsAt')}</th>
                <th scope="col">{t('backoffice.points.campaigns.items')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((row) => (
                <tr key={row.id}>
                  <th scope="row"><button type="button" className="button" aria-label={t('backoffice.points.campaigns.editOf', { code: row.code })} onClick={() => void open(row.id)}>{row.code}</button></th>
                  <td>{pickLocalized(row.name, i18n.language)}</td>
                  <td><time dateTime={row.startsAt}>{formatDateTime(row.startsAt, i18n.language)}</time></td>
                  <td><time dateTime={row.endsAt}>{formatDateTime(row.endsAt, i18n.language)}</time></td>
                  <td>{row.itemCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.items.length === 0 ? <p role="status">{t('backoffice.points.campaigns.empty')}</p> : null}
          <Pager className="bo-pager" page={page} lastPage={Math.ceil(list.data.total / 20)} total={list.data.total} onPage={setPage} />
        </div>
      ) : null}
    </>
  );
}
