import { useListUrl } from '../../../lib/use-list-url';
import { articlesParams, readArticlesQuery } from '../model/articles-query';

/** The list's state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export const useArticlesUrl = () => useListUrl(readArticlesQuery, articlesParams);
