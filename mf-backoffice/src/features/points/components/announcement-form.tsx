import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { emptyLocalized, type Localized } from '../../../lib/localized';
import { LocalizedFields } from '../../../components/localized-fields';
import type { Announcement } from '../api/get-announcements';
import { saveAnnouncement } from '../api/save-announcement';

const localInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const FIELDS = ['title', 'body'].flatMap((field) => ['zh', 'en', 'ja', 'ko'].map((language) => `${field}.${language}`));

/** A new or edited announcement in four languages; a later publication time schedules it. */
export function AnnouncementForm({ announcement, onSaved, onCancel }: { announcement: Announcement | null; onSaved: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState<Localized>(announcement?.title ?? emptyLocalized());
  const [body, setBody] = useState<Localized>(announcement?.body ?? emptyLocalized());
  const [pinned, setPinned] = useState(announcement?.pinned ?? false);
  const [publishedAt, setPublishedAt] = useState(localInput(announcement?.publishedAt ?? new Date().toISOString()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = FIELDS.filter((path) => { const [field, language] = path.split('.') as ['title' | 'body', keyof Localized]; return !(field === 'title' ? title : body)[language].trim(); });
    setErrors(Object.fromEntries(missing.map((path) => [path, t('backoffice.points.errors.required')])));
    if (missing.length || !publishedAt) return setFailure(t('backoffice.points.errors.form'));
    setBusy(true);
    setFailure(null);
    try {
      await saveAnnouncement({ title, body, pinned, publishedAt: new Date(publishedAt).toISOString(), ...(announcement ? { id: announcement.id, version: announcement.version } : {}) });
      onSaved(t('backoffice.points.announcements.saved'));
    } catch (error) {
      const read = readFailure(error, t('backoffice.common.saveFailed'), FIELDS);
      setFailure(read.message);
      if (read.field) setErrors({ [read.field]: read.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="bo-form" aria-label={t(announcement ? 'backoffice.points.announcements.edit' : 'backoffice.points.announcements.new')} onSubmit={(event) => void submit(event)} noValidate>
      <LocalizedFields legend={t('backoffice.points.announcements.title')} name="title" value={title} onChange={setTitle} errors={errors} maxLength={120} />
      <LocalizedFields legend={t('backoffice.points.announcements.body')} name="body" multiline value={body} onChange={setBody} errors={errors} maxLength={2000} />
      <label className="bo-field">{t('backoffice.points.announcements.publishedAt')}<input type="datetime-local" required value={publishedAt} onChange={(e) => setPublishedAt(e.target.value)} /></label>
      <label className="bo-check"><input type="checkbox" checked={pinned} onChange={(e) => setPinned(e.target.checked)} />{t('backoffice.points.announcements.pinned')}</label>
      <SaveResult error={failure} />
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.common.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('backoffice.common.cancel')}</button>
      </div>
    </form>
  );
}
