// GET /api/admin/categories: one page of the categories table (search, language, sort, page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryListQuery } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function listCategories(query: CategoryListQuery) {
  return callApi('admin.categories.list', { query });
}

export function useCategoryList(query: CategoryListQuery) {
  // The previous page stays on screen while the next loads: the table does not jump.
  return useQuery({
    queryKey: adminKeys.list('categories', query),
    queryFn: () => listCategories(query),
    placeholderData: keepPreviousData,
  });
}

/** Every category (the server's largest page), for the titles page's filter and form. */
export const ALL_CATEGORIES_QUERY = { sort: 'language', order: 'asc', page: 1, pageSize: 500 } as const satisfies CategoryListQuery;

export function useAllCategories() {
  return useQuery({ queryKey: adminKeys.list('categories', ALL_CATEGORIES_QUERY), queryFn: () => listCategories(ALL_CATEGORIES_QUERY) });
}
