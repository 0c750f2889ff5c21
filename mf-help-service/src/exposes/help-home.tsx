import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { LoadState } from '../components/load-state';
import { helpHomeQuery } from '../features/help/api/get-help-home';
import { HelpSearchBox } from '../features/help/components/help-search-box';
import { QuestionLinks } from '../features/help/components/question-links';
import '../components/help-service.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(helpHomeQuery);
};

/** Help centre home: the search, popular questions and every topic with its first questions. */
export default function HelpHome() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.help.home', descriptionKey: 'pages.help_service.HelpHome' });
  const home = useQuery(helpHomeQuery);
  return (
    <AreaRoot>
      <div className="hs-page">
        <PageHeading title={title} lead={t('pages.help_service.HelpHome')}>
          <HelpSearchBox />
        </PageHeading>
        <LoadState state={home}>
          {(data) => (
            <>
              <section className="hs-card" aria-labelledby="help-popular">
                <h2 id="help-popular">{t('helpService.help.popular')}</h2>
                <QuestionLinks questions={data.popular} />
              </section>
              <section aria-labelledby="help-topics">
                <h2 id="help-topics">{t('helpService.help.topics')}</h2>
                <div className="hs-grid">
                  {data.categories.map((category) => (
                    <section key={category.id} className="hs-card" aria-labelledby={`help-topic-${category.id}`}>
                      <h3 id={`help-topic-${category.id}`}>{category.name}</h3>
                      <p className="form-hint">{t('helpService.help.questionCount', { count: category.questionCount })}</p>
                      <QuestionLinks questions={category.questions} />
                    </section>
                  ))}
                </div>
              </section>
            </>
          )}
        </LoadState>
        <p>
          {t('helpService.help.stillNeedHelp')} <Link to={localize('/service')}>{t('routes.service.home')}</Link>
        </p>
      </div>
    </AreaRoot>
  );
}
