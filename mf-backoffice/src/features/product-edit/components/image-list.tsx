import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiFileUrl } from '@labmall/shared/api/api-file-url';
import { imageForWidth } from '@labmall/shared/catalog/image-size';
import { readFailure } from '../../../lib/api-failure';
import { uploadImage } from '../api/upload-image';
import { SaveResult } from '../../../components/form-alert';

/** The thumbnail's CSS width (`.bo-images img`): the smallest stored size that fills it on a 2× screen. */
const THUMB_SIZE = 120;

type Direction = 'earlier' | 'later';

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
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  // React moves an image's item in the DOM when the order changes, and a moved element loses the focus:
  // put it back on the button that was pressed, so the keyboard user can press it again.
  useLayoutEffect(() => {
    if (focusAfterMove.current) buttons.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [images]);

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const moveImage = (index: number, direction: Direction) => {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    if (to < 0 || to >= images.length) return;
    focusAfterMove.current = `${direction}:${images[index]}`;
    onChange(move(images, index, to));
  };

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
          const first = index === 0;
          const last = index === images.length - 1;
          // The server refuses a product with the same image twice, so the URL names an item across moves.
          // The end buttons are aria-disabled rather than disabled: a disabled button would drop the focus.
          return (
            <li key={url}>
              <img src={apiFileUrl(imageForWidth(url, THUMB_SIZE))} alt={label} width={THUMB_SIZE} height={THUMB_SIZE} />
              <div className="bo-actions">
                <button
                  ref={buttonRef(`earlier:${url}`)} type="button" className="button" aria-disabled={first || undefined}
                  aria-label={t('backoffice.product.imageEarlier', { name: label })} onClick={() => moveImage(index, 'earlier')}
                >←</button>
                <button
                  ref={buttonRef(`later:${url}`)} type="button" className="button" aria-disabled={last || undefined}
                  aria-label={t('backoffice.product.imageLater', { name: label })} onClick={() => moveImage(index, 'later')}
                >→</button>
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
      <SaveResult error={status.error} done={busy ? t('backoffice.product.uploading') : status.done} />
    </fieldset>
  );
}
