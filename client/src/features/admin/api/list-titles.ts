// GET /api/admin/titles: one page of the titles table (search, language, category, sort, page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TitleListQuery } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function listTitles(query: TitleListQuery) {
  return callApi('admin.titles.list', { query });
}

export function useTitleList(query: TitleListQuery) {
  return useQuery({ queryKey: adminKeys.list('titles', query), queryFn: () => listTitles(query), placeholderData: keepPreviousData });
}
