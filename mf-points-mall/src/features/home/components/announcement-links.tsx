import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { AnnouncementSummary } from '../../../lib/mall-types';

/** The latest announcements, each a link to its text in the announcement centre. */
export function AnnouncementLinks({ items }: { items: AnnouncementSummary[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="mall-section" aria-labelledby="mall-news-title">
      <h2 id="mall-news-title">{t('pointsMall.home.announcements')}</h2>
      {items.length === 0 ? <p className="mall-muted">{t('pointsMall.announcements.empty')}</p> : (
        <ul className="mall-news">
          {items.map((a) => (
            <li key={a.id}>
              <Link to={localize(`/pointsMall/announcementCenter?id=${a.id}`)}>{a.title}</Link>{' '}
              <time className="mall-muted" dateTime={a.publishedAt}>{a.publishedAt.slice(0, 10)}</time>
            </li>
          ))}
        </ul>
      )}
      <Link to={localize('/pointsMall/announcementCenter')}>{t('pointsMall.home.allAnnouncements')}</Link>
    </section>
  );
}
