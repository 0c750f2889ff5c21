import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { isPageError, NOT_FOUND_MESSAGE, PageError } from '@labmall/shared/routing/page-error';
import { useJsonLd } from '@labmall/shared/seo/json-ld';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { LoadState } from '../components/load-state';
import { questionQuery } from '../features/help/api/get-question';
import { HelpSearchBox } from '../features/help/components/help-search-box';
import { QuestionLinks } from '../features/help/components/question-links';
import { VotePanel } from '../features/help/components/vote-panel';
import '../components/help-service.css';

const idOf = (search: URLSearchParams) => {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The question decides the page: an unknown id is a 404 on the server too. */
export const loader: RouteLoader = async ({ search, prefetch }) => {
  const id = idOf(search);
  if (id === null) throw new PageError(404, NOT_FOUND_MESSAGE);
  await prefetch(questionQuery(id));
};

/** One help question and its answer (query `id`; the query `name` is the title, spec §2), with "was this helpful?". */
export default function QuestionDetail() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const id = idOf(search);
  if (id === null) throw new PageError(404, NOT_FOUND_MESSAGE);
  const question = useQuery(questionQuery(id));
  if (isPageError(question.error)) throw question.error;
  const title = usePageMeta({
    titleKey: 'routes.help.questionDetail',
    titleQuery: 'name',
    ...(question.data ? { title: question.data.title, description: question.data.paragraphs[0] ?? '' } : {}),
    trail: [{ label: t('routes.help.home'), to: localize('/help') }],
  });
  // A question with its answer is what search engines call an FAQ page.
  useJsonLd('FAQPage', question.data ? {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [{ '@type': 'Question', name: question.data.title, acceptedAnswer: { '@type': 'Answer', text: question.data.paragraphs.join('\n\n') } }],
  } : undefined);
  return (
    <AreaRoot>
      <div className="hs-page">
        <PageHeading title={title}>
          <HelpSearchBox />
        </PageHeading>
        <LoadState state={question}>
          {(data) => (
            <>
              <article className="help-answer">
                <p className="form-hint">{data.category.name}</p>
                {data.paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>)}
              </article>
              <VotePanel key={data.id} questionId={data.id} initial={data.helpful} />
              {data.related.length > 0 ? (
                <section aria-labelledby="help-related">
                  <h2 id="help-related">{t('helpService.help.related')}</h2>
                  <QuestionLinks questions={data.related} />
                </section>
              ) : null}
            </>
          )}
        </LoadState>
      </div>
    </AreaRoot>
  );
}
