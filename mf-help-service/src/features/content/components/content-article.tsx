import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { LoadState } from '../../../components/load-state';
import { contentPageQuery } from '../api/get-content-page';
import type { PageSlug } from '../api/content-types';

/** A company page from the server: title, lead, sections of paragraphs and the revision date. */
export function ContentArticle({ slug, titleKey, descriptionKey }: { slug: PageSlug; titleKey: string; descriptionKey: string }) {
  const { t } = useTranslation();
  const page = useQuery(contentPageQuery(slug));
  const title = usePageMeta({ titleKey, descriptionKey, ...(page.data ? { title: page.data.title, description: page.data.lead } : {}) });
  return (
    <article className="hs-page hs-article">
      <PageHeading title={title} lead={page.data?.lead ?? ''} />
      <LoadState state={page}>
        {(data) => (
          <>
            {data.sections.map((section, i) => (
              <section key={i} aria-labelledby={`${slug}-${i}`}>
                <h2 id={`${slug}-${i}`}>{section.heading}</h2>
                {section.paragraphs.map((p, j) => <p key={j}>{p}</p>)}
              </section>
            ))}
            <p className="form-hint"><time dateTime={data.revised}>{t('helpService.content.revised', { date: data.revised })}</time></p>
          </>
        )}
      </LoadState>
    </article>
  );
}
