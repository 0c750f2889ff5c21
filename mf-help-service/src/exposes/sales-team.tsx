import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { LoadState } from '../components/load-state';
import { salesTeamQuery } from '../features/content/api/get-sales-team';
import { SalesContacts } from '../features/content/components/sales-contacts';
import '../components/help-service.css';

const regionOf = (search: URLSearchParams) => (search.get('region') ?? '').trim().slice(0, 40);

export const loader: RouteLoader = async ({ search, prefetch }) => {
  await prefetch(salesTeamQuery(regionOf(search)));
};

/** Regional sales contacts, searchable by region or province (query `region`; a plain GET form, so it works without script). */
export default function SalesTeam() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const region = regionOf(search);
  const title = usePageMeta({ titleKey: 'routes.salesTeam', descriptionKey: 'pages.help_service.SalesTeam' });
  const contacts = useQuery(salesTeamQuery(region));
  return (
    <AreaRoot>
      <div className="hs-page">
        <PageHeading title={title} lead={t('pages.help_service.SalesTeam')}>
          <form
            className="help-search"
            role="search"
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              const value = String(new FormData(event.currentTarget).get('region') ?? '').trim();
              setSearch(value ? { region: value } : {});
            }}
          >
            <label htmlFor="sales-region" className="visually-hidden">{t('helpService.salesTeam.searchLabel')}</label>
            <input id="sales-region" name="region" type="search" maxLength={40} defaultValue={region} key={region} placeholder={t('helpService.salesTeam.searchPlaceholder')} />
            <button type="submit" className="button button-primary">{t('helpService.help.searchButton')}</button>
          </form>
        </PageHeading>
        <LoadState state={contacts}>{(data) => <SalesContacts contacts={data} region={region} />}</LoadState>
      </div>
    </AreaRoot>
  );
}
