import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../../../lib/api-failure';
import { uploadImage } from '../api/upload-image';

const move = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The product's images: upload (shown at once), order (the first is the main picture) and remove. Saved with the product. */
export function ImageList({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [status, setStatus] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    setBusy(true);
    setStatus({});
    const added: string[] = [];
    try {
      for (const file of files) added.push((await uploadImage(file)).url);
      setStatus({ done: t('backoffice.product.imagesUploaded', { count: added.length }) });
    } catch (error) {
      setStatus({ error: readFailure(error, t('backoffice.product.uploadFailed')).message });
    } finally {
      if (added.length > 0) onChange([...images, ...added]);
      setBusy(false);
      input.value = '';
    }
  };

  return (
    <fieldset>
      <legend>{t('backoffice.product.images')}</legend>
      <ol className="bo-images">
        {images.map((url, index) => {
          const label = t('backoffice.product.imageN', { n: index + 1 });
          return (
            <li key={`${url}-${index}`}>
              <img src={url} alt={label} />
              <div className="bo-actions">
                <button type="button" className="button" aria-label={t('backoffice.product.imageEarlier', { name: label })} disabled={index === 0} onClick={() => onChange(move(images, index, index - 1))}>←</button>
                <button type="button" className="button" aria-label={t('backoffice.product.imageLater', { name: label })} disabled={index === images.length - 1} onClick={() => onChange(move(images, index, index + 1))}>→</button>
                <button type="button" className="button" aria-label={t('backoffice.product.imageRemove', { name: label })} onClick={() => onChange(images.filter((_, i) => i !== index))}>
                  {t('backoffice.common.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <label htmlFor={inputId}>{t('backoffice.product.uploadImage')}</label>{' '}
      <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp" multiple disabled={busy} onChange={(event) => void upload(event)} />
      <p className="form-hint">{t('backoffice.product.imageHint')}</p>
      <div role="alert" className="bo-error">{status.error ? <p>{status.error}</p> : null}</div>
      <div role="status">{busy ? t('backoffice.product.uploading') : status.done ?? ''}</div>
    </fieldset>
  );
}
