import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { getCompanyPage } from '../api/get-company-page';
import { useCompanyPages } from '../api/get-company-pages';
import { CompanyPageForm } from './company-page-form';

/** The company pages (about us, the app, privacy, registration agreement): pick one, edit it whole, save. */
export function CompanyPagesPage() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const pages = useCompanyPages(reload);
  const [slug, setSlug] = useState('');
  const page = useRequest(slug ? `backoffice-page|${slug}|${reload}` : null, () => getCompanyPage(slug));
  const [done, setDone] = useState<string | null>(null);
  if (pages.error && !pages.data) return <LoadFailed error={pages.error} onRetry={pages.retry} />;
  if (!pages.data) return <Loading />;
  return (
    <>
      <SaveResult done={done} />
      <label className="bo-field">
        {t('backoffice.content.pages.pick')}
        <select value={slug} onChange={(event) => { setDone(null); setSlug(event.target.value); }}>
          <option value="">—</option>
          {pages.data.map((row) => <option key={row.slug} value={row.slug}>{`${row.title} (${t('backoffice.content.pages.revisedOn', { date: row.revised })})`}</option>)}
        </select>
      </label>
      {slug && page.error && !page.data ? <LoadFailed error={page.error} onRetry={page.retry} /> : null}
      {slug && !page.data && !page.error ? <Loading /> : null}
      {slug && page.data && page.data.slug === slug ? (
        <CompanyPageForm key={`${slug}|${page.data.version}`} page={page.data}
          onSaved={(message) => { setDone(message); setReload((n) => n + 1); }} onReload={() => setReload((n) => n + 1)} />
      ) : null}
    </>
  );
}
