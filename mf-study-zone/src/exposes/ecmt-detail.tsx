import { useParams } from '@labmall/shared/router';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { articleQuery } from '../features/articles/api/get-article';
import { ArticlePage } from '../features/articles/components/article-page';
import { SectionNav } from '../features/articles/components/section-nav';

export const loader: RouteLoader = async ({ params, prefetch }) => {
  await prefetch(articleQuery(Number(params.id), 'ecmt'));
};

/** One ECMT article, an event notice or a past glory (path id; query title sets the title); unknown ids are 404. */
export default function EcmtDetail() {
  const id = Number(useParams().id);
  return (
    <AreaRoot>
      <SectionNav />
      <ArticlePage key={id} id={id} section="ecmt" listSection="ecmtNotice" titleKey="routes.articleDetail" />
    </AreaRoot>
  );
}
