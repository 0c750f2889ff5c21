import { useParams } from '@labmall/shared/router';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { PageError } from '@labmall/shared/routing/page-error';
import { AreaRoot } from '../area-root';
import { articleQuery } from '../features/articles/api/get-article';
import { ArticlePage } from '../features/articles/components/article-page';
import { SectionNav } from '../features/articles/components/section-nav';
import { isStudySection } from '../features/articles/lib/article-paths';

/** The article decides the page: an unknown id (or one of another section) is a 404 from the server render. */
export const loader: RouteLoader = async ({ params, prefetch }) => {
  const section = params.section ?? '';
  if (!isStudySection(section)) throw new PageError(404, '');
  await prefetch(articleQuery(Number(params.id), section));
};

/** One article of a section (prop section, path id; query title sets the title, default "article detail"). */
export default function ArticleDetail({ section }: { section: string }) {
  const id = Number(useParams().id);
  if (!isStudySection(section)) throw new PageError(404, '');
  return (
    <AreaRoot>
      <SectionNav />
      <ArticlePage key={id} id={id} section={section} listSection={section} titleKey="routes.articleDetail" />
    </AreaRoot>
  );
}
