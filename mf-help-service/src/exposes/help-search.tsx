import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { LoadState } from '../components/load-state';
import { helpSearchQuery } from '../features/help/api/search-help';
import { HelpSearchBox } from '../features/help/components/help-search-box';
import { SearchResults } from '../features/help/components/search-results';
import '../components/help-service.css';

/** `keyword` (trimmed, at most 60 characters as the API takes) and `page` (1 when missing or wrong). */
function searchOf(search: URLSearchParams) {
  const keyword = (search.get('keyword') ?? '').trim().slice(0, 60);
  const page = Number(search.get('page'));
  return { keyword, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export const loader: RouteLoader = async ({ search, prefetch }) => {
  const { keyword, page } = searchOf(search);
  if (keyword) await prefetch(helpSearchQuery(keyword, page));
};

/** Full-text help search (query `keyword`, `page`): marked matches, or the service forms when nothing matches. */
export default function HelpSearch() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const { keyword, page } = searchOf(search);
  const title = usePageMeta({
    titleKey: 'routes.help.helpSearch',
    descriptionKey: 'pages.help_service.HelpSearch',
    trail: [{ label: t('routes.help.home'), to: localize('/help') }],
  });
  const result = useQuery(keyword ? helpSearchQuery(keyword, page) : null);
  const pageHref = (n: number) => `${localize('/help/helpSearch')}?keyword=${encodeURIComponent(keyword)}&page=${n}`;
  return (
    <AreaRoot>
      <div className="hs-page">
        <PageHeading title={title}>
          <HelpSearchBox key={keyword} initial={keyword} />
        </PageHeading>
        {keyword ? (
          <LoadState state={result}>{(data) => <SearchResults keyword={keyword} result={data} pageHref={pageHref} />}</LoadState>
        ) : (
          <p className="hs-empty">{t('helpService.help.enterKeyword')}</p>
        )}
      </div>
    </AreaRoot>
  );
}
