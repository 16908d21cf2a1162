// GET /api/admin/titles: one page of the titles table (search, language, category, sort, page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminTitle } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';
import { toQueryString } from '../lib/use-list-params';

export interface TitlePage {
  items: AdminTitle[];
  total: number;
}

export function listTitles(query: Record<string, string | number>): Promise<TitlePage> {
  return apiRequest<TitlePage>(`/api/admin/titles?${toQueryString(query)}`);
}

export function useTitleList(query: Record<string, string | number>) {
  return useQuery({ queryKey: adminKeys.list('titles', query), queryFn: () => listTitles(query), placeholderData: keepPreviousData });
}
