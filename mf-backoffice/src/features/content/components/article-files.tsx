import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../../../lib/api-failure';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/localized';
import { SaveResult } from '../../../components/form-alert';
import { detachFile } from '../api/detach-file';
import type { ArticleRecord, ContentFile } from '../api/get-article';
import { uploadContentFile, type UploadKind } from '../api/upload-content-file';

const ACCEPT: Record<Exclude<UploadKind, 'image' | 'captions'>, string> = {
  attachment: 'application/pdf,image/png,image/jpeg,image/webp',
  cover: 'image/png,image/jpeg,image/webp',
  video: 'video/mp4,video/webm',
};

/** Downloads, cover and video of a saved article: each upload is checked by the server (by its bytes) and stored at once. */
export function ArticleFiles({ article, onChanged }: { article: ArticleRecord; onChanged: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const attempt = async (work: () => Promise<string>) => {
    setBusy(true);
    setResult({});
    try {
      setResult({ done: await work() });
      onChanged();
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
    }
  };
  const upload = (kind: Exclude<UploadKind, 'image'>, file: File | undefined, lang?: ContentLanguage) =>
    file && attempt(async () => t('backoffice.content.files.added', { name: (await uploadContentFile(kind, file, article.id, lang)).name }));
  const remove = (file: ContentFile) => attempt(async () => {
    await detachFile(file.id);
    return t('backoffice.content.files.removed', { name: file.name });
  });
  const removable = (file: ContentFile, label: string) => (
    <li key={file.id}>
      <a href={file.url} target="_blank" rel="noreferrer">{label}</a>{' '}
      <button type="button" className="button" disabled={busy} onClick={() => void remove(file)}>{t('backoffice.content.files.remove', { name: file.name })}</button>
    </li>
  );
  return (
    <section aria-labelledby="files-heading" className="bo-card" aria-busy={busy || undefined}>
      <h2 id="files-heading">{t('backoffice.content.files.heading')}</h2>
      <ul className="bo-plain-list">
        {article.files.map((file) => removable(file, file.name))}
        {article.cover ? removable(article.cover, t('backoffice.content.files.currentCover', { name: article.cover.name })) : null}
        {article.video ? removable(article.video, t('backoffice.content.files.currentVideo', { name: article.video.name })) : null}
        {article.captions.map(({ lang, file }) => removable(file, t('backoffice.content.files.currentCaptions', { language: t(`backoffice.languages.${lang}`), name: file.name })))}
      </ul>
      {article.files.length === 0 ? <p>{t('backoffice.content.files.none')}</p> : null}
      {(Object.keys(ACCEPT) as Array<keyof typeof ACCEPT>).map((kind) => (
        <label key={kind} className="bo-field">
          {t(`backoffice.content.files.${kind}`)}
          <input type="file" accept={ACCEPT[kind]} disabled={busy} onChange={(event) => { void upload(kind, event.target.files?.[0]); event.target.value = ''; }} />
        </label>
      ))}
      {article.video ? CONTENT_LANGUAGES.map((lang) => (
        <label key={lang} className="bo-field">
          {t('backoffice.content.files.captions', { language: t(`backoffice.languages.${lang}`) })}
          <input type="file" accept="text/vtt,.vtt" disabled={busy} onChange={(event) => { void upload('captions', event.target.files?.[0], lang); event.target.value = ''; }} />
        </label>
      )) : null}
      {busy ? <p role="status">{t('backoffice.content.files.uploading')}</p> : null}
      <SaveResult error={result.error ?? null} done={result.done ?? null} />
    </section>
  );
}
