import { useEffect, useState } from 'react';
import { fetchFileBlob } from '@labmall/shared/api/download-file';
import { useTranslation } from '@labmall/shared/i18n/react';

/** A file a shopper sent, as the support calls list it (`url`: the staff-only /api/backoffice/support/file). */
export interface StaffFile { id: string; fileName: string; mimeType: string; size: number; url: string }

/**
 * A shopper's photo or file shown to staff. The file needs the staff sign-in, which an <img> cannot send, so it is
 * fetched with it and shown from a blob URL (released when the photo leaves the page). A PDF is a link to open.
 */
export function StaffFileView({ file }: { file: StaffFile }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    fetchFileBlob(file.url)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        if (gone) URL.revokeObjectURL(made);
        else setUrl(made);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.url]);
  if (failed) return <span role="alert">{t('backoffice.support.fileFailed', { name: file.fileName })}</span>;
  if (!url) return <span aria-busy="true">{file.fileName}</span>;
  return file.mimeType.startsWith('image/')
    ? <a href={url} target="_blank" rel="noreferrer"><img className="support-photo" src={url} alt={file.fileName} /></a>
    : <a href={url} target="_blank" rel="noreferrer">{file.fileName}</a>;
}
