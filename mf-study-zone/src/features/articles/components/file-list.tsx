import { useTranslation } from '@labmall/shared/i18n/react';
import type { ArticleFile } from '../api/article-types';
import { formatSize } from '../lib/format';

/** Downloadable files with their sizes; the server sends each with its type, length and download name. */
export function FileList({ files, heading }: { files: ArticleFile[]; heading?: string }) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  const list = (
    <ul className="study-files">
      {files.map((file) => {
        const size = formatSize(file.size, i18n.language);
        return (
          <li key={file.id}>
            <a href={file.url} download={file.name} aria-label={t('studyZone.downloadFile', { name: file.name, size })}>
              <span className="study-file-name">{file.name}</span>
            </a>
            <span className="study-file-size">{size}</span>
          </li>
        );
      })}
    </ul>
  );
  if (!heading) return list;
  return (
    <section className="study-downloads" aria-labelledby="study-downloads-heading">
      <h2 id="study-downloads-heading">{heading}</h2>
      {list}
    </section>
  );
}
