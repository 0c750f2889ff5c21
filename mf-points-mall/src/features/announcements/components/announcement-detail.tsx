import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { Announcement } from '../../../lib/mall-types';

/** One announcement's date and text (the page's heading is its title), with the way back to the list. */
export function AnnouncementDetail({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  return (
    <article className="mall-section mall-announcement">
      <p className="mall-muted"><time dateTime={announcement.publishedAt}>{announcement.publishedAt.slice(0, 10)}</time></p>
      <p className="mall-description">{announcement.body}</p>
      <Link to={{ search: '' }}>{t('pointsMall.announcements.back')}</Link>
    </article>
  );
}
