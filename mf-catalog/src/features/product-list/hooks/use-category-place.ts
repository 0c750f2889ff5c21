import { categoryPlaceQuery } from '../api/get-category-path';
import { useQuery } from '@labmall/shared/hooks/use-request';

/** Path and sub-categories of a category; nothing to load without one. */
export function useCategoryPlace(categoryId: number | undefined) {
  return useQuery(categoryId ? categoryPlaceQuery(categoryId) : null);
}
