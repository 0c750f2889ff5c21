import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { pickLocalized } from '../../../lib/localized';
import { readFailure } from '../../../lib/api-failure';
import { deleteBanner } from '../api/delete-banner';
import { useBanners, type Banner } from '../api/get-banners';
import type { BannerInput } from '../api/save-banner';
import { BannerForm, newBanner } from './banner-form';

const showingNow = (b: Banner, now: number) =>
  b.active && (!b.startsAt || Date.parse(b.startsAt) <= now) && (!b.endsAt || Date.parse(b.endsAt) > now);

/** Every home banner, shown or not, with its window; a new or an edited one in the form below the table. */
export function BannersPage() {
  const { t, i18n } = useTranslation();
  const [reload, setReload] = useState(0);
  const list = useBanners(reload);
  const [editing, setEditing] = useState<Banner | BannerInput | null>(null);
  const [result, setResult] = useState<{ done?: string; error?: string }>({});
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('backoffice.content.banners.always'));
  const changed = (done: string) => {
    setEditing(null);
    setResult({ done });
    setReload((n) => n + 1);
  };
  const remove = async (banner: Banner) => {
    if (!window.confirm(t('backoffice.content.banners.deleteConfirm'))) return;
    try {
      await deleteBanner(banner.id, banner.version);
      changed(t('backoffice.content.banners.deleted'));
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    }
  };
  if (list.error && !list.data) return <LoadFailed error={list.error} onRetry={list.retry} />;
  if (!list.data) return <Loading />;
  const now = Date.now();
  return (
    <>
      <SaveResult done={result.done ?? null} error={result.error ?? null} />
      <div className="bo-actions">
        <button type="button" className="button button-primary" onClick={() => setEditing(newBanner())}>{t('backoffice.content.banners.new')}</button>
      </div>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <caption>{t('backoffice.content.banners.caption', { total: list.data.length })}</caption>
          <thead>
            <tr>
              {['titleField', 'kind', 'link', 'sort', 'window', 'active'].map((key) => <th key={key} scope="col">{t(`backoffice.content.banners.${key}`)}</th>)}
              <th scope="col">{t('backoffice.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((banner) => {
              const title = pickLocalized(banner.title, i18n.language);
              return (
                <tr key={banner.id}>
                  <th scope="row">{title}</th>
                  <td>{t(`backoffice.content.banners.kinds.${banner.kind}`)}</td>
                  <td>{banner.link}</td>
                  <td>{banner.sort}</td>
                  <td>{when(banner.startsAt)} – {when(banner.endsAt)}</td>
                  <td>{t(showingNow(banner, now) ? 'backoffice.content.banners.shown' : 'backoffice.content.banners.hidden')}</td>
                  <td className="bo-actions">
                    <button type="button" className="button" onClick={() => setEditing(banner)}>{t('backoffice.content.banners.edit', { name: title })}</button>
                    <button type="button" className="button button-danger" onClick={() => void remove(banner)}>{t('backoffice.common.delete')}</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {list.data.length === 0 ? <p role="status">{t('backoffice.content.banners.empty')}</p> : null}
      </div>
      {editing ? (
        <BannerForm key={'id' in editing ? `${editing.id}|${editing.version}` : 'new'} banner={editing} onSaved={changed}
          onCancel={() => { setEditing(null); setReload((n) => n + 1); }} />
      ) : null}
    </>
  );
}
