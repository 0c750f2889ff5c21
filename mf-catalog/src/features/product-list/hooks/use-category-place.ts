import { getCategoryPath } from '../api/get-category-path';
import { useRequest } from '@labmall/shared/hooks/use-request';

/** Path and sub-categories of a category; nothing to load without one. */
export function useCategoryPlace(categoryId: number | undefined) {
  return useRequest(categoryId ? String(categoryId) : null, (signal) => getCategoryPath(categoryId!, signal));
}
