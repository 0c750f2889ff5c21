import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { uploadPointsImage } from '../api/upload-points-image';

/** Uploads pictures (resized on the server) and hands their URLs to the form's image list; saved with the good. */
export function ImageUpload({ onUploaded }: { onUploaded: (urls: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error?: string; done?: string }>({});
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    setBusy(true);
    setStatus({});
    const added: string[] = [];
    try {
      for (const file of files) added.push((await uploadPointsImage(file)).url);
      setStatus({ done: t('backoffice.points.uploaded', { count: added.length }) });
    } catch (error) {
      setStatus({ error: readFailure(error, t('backoffice.product.uploadFailed')).message });
    } finally {
      if (added.length) onUploaded(added);
      input.value = '';
      setBusy(false);
    }
  };
  return (
    <div className="bo-field">
      <label htmlFor={id}>{t('backoffice.product.uploadImage')}</label>{' '}
      <input id={id} type="file" accept="image/png,image/jpeg,image/webp" multiple disabled={busy} onChange={(event) => void upload(event)} />
      <SaveResult error={status.error} done={busy ? t('backoffice.product.uploading') : status.done} />
    </div>
  );
}
