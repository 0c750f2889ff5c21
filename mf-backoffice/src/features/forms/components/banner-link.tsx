import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { addFormBanner } from '../api/add-form-banner';

/** Where shoppers reach a form: its shop link, and a home banner that opens it (then edited on the Home banners page). */
export function BannerLink({ formId, link }: { formId: string; link: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState('/media/banners/1.svg');
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult({});
    try {
      await addFormBanner(formId, image.trim());
      setResult({ done: t('backoffice.forms.banner.done') });
    } catch (failure) {
      setResult({ error: readFailure(failure, t('backoffice.common.saveFailed')).message });
    }
    setBusy(false);
  };
  return (
    <section aria-labelledby="form-banner-heading">
      <h2 id="form-banner-heading">{t('backoffice.forms.banner.heading')}</h2>
      <p>{t('backoffice.forms.banner.link')} <code>{link}</code></p>
      <form className="bo-form" onSubmit={(event) => void submit(event)}>
        <label className="bo-field">
          {t('backoffice.forms.banner.image')}
          <input value={image} maxLength={255} onChange={(event) => setImage(event.target.value)} spellCheck={false} />
        </label>
        <SaveResult error={result.error ?? null} done={result.done ?? null} />
        <button type="submit" className="button" disabled={busy}>{t('backoffice.forms.banner.add')}</button>
      </form>
    </section>
  );
}
