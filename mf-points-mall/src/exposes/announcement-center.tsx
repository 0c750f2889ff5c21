import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { isPageError } from '@labmall/shared/routing/page-error';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { LoadFailed, Loading } from '../components/load-state';
import { announcementQuery } from '../features/announcements/api/get-announcement';
import { announcementsQuery } from '../features/announcements/api/get-announcements';
import { AnnouncementDetail } from '../features/announcements/components/announcement-detail';
import { AnnouncementList } from '../features/announcements/components/announcement-list';
import '../components/mall.css';

/** `?id=` opens one announcement, else `?page=` of the list. */
const read = (search: URLSearchParams) => {
  const id = Number(search.get('id'));
  const page = Number(search.get('page'));
  return { id: Number.isInteger(id) && id > 0 ? id : null, page: Number.isInteger(page) && page > 0 ? page : 1 };
};

export const loader: RouteLoader = async ({ search, prefetch }) => {
  const { id, page } = read(search);
  await (id ? prefetch(announcementQuery(id)) : prefetch(announcementsQuery(page)));
};

function Detail({ id }: { id: number }) {
  const { data, error, retry } = useQuery(announcementQuery(id));
  if (isPageError(error)) throw error;
  const title = usePageMeta({ titleKey: 'routes.points.announcementCenter', ...(data?.id === id ? { title: data.title, description: data.body.slice(0, 160), ogType: 'article' as const } : {}) });
  return (
    <>
      <PageHeading title={title} />
      {data?.id === id ? <AnnouncementDetail announcement={data} /> : error ? <LoadFailed onRetry={retry} /> : <Loading />}
    </>
  );
}

function List({ page }: { page: number }) {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.announcementCenter' });
  return (
    <>
      <PageHeading title={title} lead={t('pages.points_mall.AnnouncementCenter')} />
      <AnnouncementList page={page} />
    </>
  );
}

/** Points-mall announcements (/{lang}/pointsMall/announcementCenter?page= list, ?id= one announcement). */
export default function AnnouncementCenter() {
  const [search] = useSearchParams();
  const { id, page } = read(search);
  return <AreaRoot>{id ? <Detail id={id} /> : <List page={page} />}</AreaRoot>;
}
