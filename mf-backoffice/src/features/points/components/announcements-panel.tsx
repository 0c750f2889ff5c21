import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { Pager } from '@labmall/shared/ui/pager';
import { Dialog } from '../../../components/dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { pickLocalized } from '../../../lib/localized';
import { useAnnouncements, type Announcement } from '../api/get-announcements';
import { deleteAnnouncement } from '../api/delete-announcement';
import { AnnouncementForm } from './announcement-form';

/** The points mall's announcements, newest first (scheduled ones too), each edited or deleted at the version shown. */
export function AnnouncementsPanel() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const list = useAnnouncements(page, version);
  const changed = (done: string) => {
    setEditing(null);
    setResult({ done });
    setVersion((n) => n + 1);
  };
  const remove = async (row: Announcement) => {
    setDeleting(null);
    try {
      await deleteAnnouncement({ id: row.id, version: row.version });
      changed(t('backoffice.points.announcements.deleted'));
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
      setVersion((n) => n + 1);
    }
  };
  return (
    <>
      <SaveResult error={result.error} done={result.done} />
      {editing === null ? <p><button type="button" className="button button-primary" onClick={() => setEditing('new')}>{t('backoffice.points.announcements.new')}</button></p> : null}
      {editing !== null ? <AnnouncementForm key={editing === 'new' ? 'new' : `${editing.id}|${editing.version}`} announcement={editing === 'new' ? null : editing} onSaved={changed} onCancel={() => setEditing(null)} /> : null}
      {deleting ? (
        <Dialog title={t('backoffice.points.announcements.deleteOf', { title: pickLocalized(deleting.title, i18n.language) })} onClose={() => setDeleting(null)}>
          <p>{t('backoffice.points.announcements.deleteLead')}</p>
          <div className="bo-actions">
            <button type="button" className="button button-primary" onClick={() => void remove(deleting)}>{t('backoffice.common.delete')}</button>
            <button type="button" className="button" onClick={() => setDeleting(null)}>{t('backoffice.common.cancel')}</button>
          </div>
        </Dialog>
      ) : null}
      {list.error && !list.data ? <LoadFailed error={list.error} onRetry={list.retry} /> : null}
      {!list.data && !list.error ? <Loading /> : null}
      {list.data ? (
        <div className="bo-table-wrap" aria-busy={list.loading || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.points.announcements.caption', { total: list.data.total })}</caption>
            <thead><tr>{['title', 'publishedAt', 'pinned', 'actions'].map((c) => <th key={c} scope="col">{t(`backoffice.points.announcements.columns.${c}`)}</th>)}</tr></thead>
            <tbody>
              {list.data.items.map((row) => {
                const title = pickLocalized(row.title, i18n.language);
                return (
                  <tr key={row.id}>
                    <th scope="row">{title}</th>
                    <td><time dateTime={row.publishedAt}>{formatDateTime(row.publishedAt, i18n.language)}</time></td>
                    <td>{row.pinned ? t('backoffice.points.announcements.pinned') : ''}</td>
                    <td className="bo-actions">
                      <button type="button" className="button" aria-label={t('backoffice.points.announcements.editOf', { title })} onClick={() => setEditing(row)}>{t('backoffice.points.announcements.edit')}</button>
                      <button type="button" className="button" aria-label={t('backoffice.points.announcements.deleteOf', { title })} onClick={() => setDeleting(row)}>{t('backoffice.common.delete')}</button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {list.data.items.length === 0 ? <p role="status">{t('backoffice.points.announcements.empty')}</p> : null}
          <Pager className="bo-pager" page={page} lastPage={Math.ceil(list.data.total / 20)} total={list.data.total} onPage={setPage} />
        </div>
      ) : null}
    </>
  );
}
