import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { LoadFailed, Loading } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { ANNOUNCEMENTS_PAGE_SIZE, announcementsQuery } from '../api/get-announcements';

/** One page of announcements (the page number in the URL), each a link to its text. */
export function AnnouncementList({ page }: { page: number }) {
  const { t } = useTranslation();
  const { data, error, retry } = useQuery(announcementsQuery(page));
  if (error) return <LoadFailed onRetry={retry} />;
  if (!data) return <Loading />;
  if (data.items.length === 0) return <p className="mall-state">{t('pointsMall.announcements.empty')}</p>;
  return (
    <section className="mall-section" aria-label={t('pointsMall.announcements.list')}>
      <ul className="mall-news">
        {data.items.map((a) => (
          <li key={a.id}>
            {a.pinned ? <span className="mall-tag">{t('pointsMall.announcements.pinned')}</span> : null}{' '}
            <Link to={{ search: `?id=${a.id}` }}>{a.title}</Link>{' '}
            <time className="mall-muted" dateTime={a.publishedAt}>{a.publishedAt.slice(0, 10)}</time>
          </li>
        ))}
      </ul>
      <Pager page={page} lastPage={Math.ceil(data.total / ANNOUNCEMENTS_PAGE_SIZE)} searchOf={(p) => `?page=${p}`} />
    </section>
  );
}
