import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { FavouritesList } from '../features/favourites/components/favourites-list';
import { AreaRoot } from '../area-root';

/** The shopper's favourite products (/{lang}/user/favourites?page=; needs sign-in). */
export default function UserFavourites() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.favourites' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('labLists.favourites.lead')} />
      <FavouritesList />
    </AreaRoot>
  );
}
