// GET /api/admin/categories: one page of the categories table (search, language, sort, page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';
import { toQueryString } from '../lib/use-list-params';

export interface CategoryPage {
  items: AdminCategory[];
  total: number;
}

export function listCategories(query: Record<string, string | number>): Promise<CategoryPage> {
  return apiRequest<CategoryPage>(`/api/admin/categories?${toQueryString(query)}`);
}

export function useCategoryList(query: Record<string, string | number>) {
  // The previous page stays on screen while the next loads: the table does not jump.
  return useQuery({
    queryKey: adminKeys.list('categories', query),
    queryFn: () => listCategories(query),
    placeholderData: keepPreviousData,
  });
}

/** Every category (the server's largest page), for the titles page's filter and form. */
export const ALL_CATEGORIES_QUERY = { sort: 'language', order: 'asc', page: 1, pageSize: 500 } as const;

export function useAllCategories() {
  return useQuery({ queryKey: adminKeys.list('categories', ALL_CATEGORIES_QUERY), queryFn: () => listCategories(ALL_CATEGORIES_QUERY) });
}
