import { useTranslation } from '@labmall/shared/i18n/react';
import type { ArticleDetail } from '../api/article-types';
import { useContentLanguage } from '../hooks/use-content-language';

const LANGUAGE_NAMES: Record<string, string> = { zh: '中文', en: 'English', ja: '日本語', ko: '한국어' };

/**
 * The article's short video in the browser's own player (keyboard and screen-reader controls come with it),
 * with a caption track per language; the reader's language is on by default.
 */
export function VideoPlayer({ video, title }: { video: NonNullable<ArticleDetail['video']>; title: string }) {
  const { t } = useTranslation();
  const current = useContentLanguage();
  return (
    <figure className="study-video">
      <video controls preload="metadata" aria-label={t('studyZone.videoOf', { title })} crossOrigin="anonymous">
        <source src={video.url} type={video.mimeType} />
        {video.captions.map((track) => (
          <track key={track.lang} kind="captions" src={track.url} srcLang={track.lang} label={LANGUAGE_NAMES[track.lang] ?? track.lang}
            default={track.lang === current} />
        ))}
        <a href={video.url}>{t('studyZone.videoFallback')}</a>
      </video>
      {video.captions.length === 0 ? <figcaption>{t('studyZone.noCaptions')}</figcaption> : null}
    </figure>
  );
}
