import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { LocalizedInputs } from './localized-inputs';
import { readFailure } from '../../../lib/api-failure';
import { emptyLocalized } from '../../../lib/localized';
import { EditorResult, type Outcome } from './editor-result';
import type { Banner } from '../api/get-banners';
import { saveBanner, type BannerInput } from '../api/save-banner';
import { uploadContentFile } from '../api/upload-content-file';

const FIELDS = ['image', 'link', 'sort', 'endsAt', ...['title', 'subtitle'].flatMap((f) => ['zh', 'en', 'ja', 'ko'].map((l) => `${f}.${l}`))];
/** `datetime-local` shows local time without a zone: ISO from the server in, ISO with the zone out. */
const toLocal = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '');
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

export const newBanner = (): BannerInput => ({
  kind: 'carousel', title: emptyLocalized(), subtitle: emptyLocalized(), image: '', link: '/', sort: 0, active: true, startsAt: null, endsAt: null,
});

/** One banner's fields; saved at the version read (a 409 offers a reload). */
export function BannerForm({ banner, onSaved, onCancel }: { banner: Banner | BannerInput; onSaved: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<BannerInput>(banner);
  const [outcome, setOutcome] = useState<Outcome>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof BannerInput>(key: K, next: BannerInput[K]) => setValue({ ...value, [key]: next });
  const errors = outcome.failure?.field ? { [outcome.failure.field]: outcome.failure.message } : {};
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await saveBanner(value);
      onSaved(t('backoffice.content.banners.saved'));
    } catch (error) {
      setOutcome({ failure: readFailure(error, t('backoffice.common.saveFailed'), FIELDS) });
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      set('image', (await uploadContentFile('image', file)).url);
    } catch (error) {
      setOutcome({ failure: readFailure(error, t('backoffice.common.saveFailed')) });
    }
  };
  return (
    <form className="bo-form bo-card" onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <EditorResult outcome={outcome} onReload={onCancel} />
      <label className="bo-field">
        {t('backoffice.content.banners.kind')}
        <select value={value.kind} onChange={(event) => set('kind', event.target.value as BannerInput['kind'])}>
          {(['carousel', 'service'] as const).map((kind) => <option key={kind} value={kind}>{t(`backoffice.content.banners.kinds.${kind}`)}</option>)}
        </select>
      </label>
      <LocalizedInputs legend={t('backoffice.content.banners.titleField')} name="title" value={value.title} onChange={(title) => set('title', title)} errors={errors} maxLength={120} />
      <LocalizedInputs legend={t('backoffice.content.banners.subtitleField')} name="subtitle" value={value.subtitle} onChange={(subtitle) => set('subtitle', subtitle)} errors={errors} maxLength={200} />
      <label className="bo-field">
        {t('backoffice.content.banners.image')}
        <input value={value.image} onChange={(event) => set('image', event.target.value)} />
      </label>
      {value.image ? <img src={value.image} alt="" width={240} /> : null}
      <label className="bo-field">
        {t('backoffice.content.banners.upload')}
        <input type="file" accept="image/png,image/jpeg,image/webp" onChange={(event) => void upload(event.target.files?.[0])} />
      </label>
      <label className="bo-field">
        {t('backoffice.content.banners.link')}
        <input value={value.link} onChange={(event) => set('link', event.target.value)} />
      </label>
      <label className="bo-field">
        {t('backoffice.content.banners.sort')}
        <input type="number" min={0} max={10000} value={value.sort} onChange={(event) => set('sort', Number(event.target.value))} />
      </label>
      <label>
        <input type="checkbox" checked={value.active} onChange={(event) => set('active', event.target.checked)} /> {t('backoffice.content.banners.active')}
      </label>
      <label className="bo-field">
        {t('backoffice.content.banners.startsAt')}
        <input type="datetime-local" value={toLocal(value.startsAt)} onChange={(event) => set('startsAt', toIso(event.target.value))} />
      </label>
      <label className="bo-field">
        {t('backoffice.content.banners.endsAt')}
        <input type="datetime-local" value={toLocal(value.endsAt)} onChange={(event) => set('endsAt', toIso(event.target.value))} />
      </label>
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.common.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('backoffice.common.cancel')}</button>
      </div>
    </form>
  );
}
