import type { LoaderContext } from '@labmall/shared/data/route-loader';
import { allCategoriesQuery } from '@labmall/shared/catalog/all-categories-query';

/** What the layout around every page shows from the API (the category menu), loaded with the page's data. */
export async function layoutLoader(prefetch: LoaderContext['prefetch']): Promise<void> {
  await prefetch(allCategoriesQuery);
}
