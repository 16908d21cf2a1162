// GET /api/admin/users/:id/ledger: one page of a person's balance changes, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LedgerEntry } from '@charades/shared/schemas/admin-person';
import { apiRequest } from '@/lib/api-client';
import { personKeys } from '../lib/person-query-keys';
import { toQueryString } from '../lib/use-list-params';

export interface LedgerPage {
  items: LedgerEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export function listPersonLedger(id: string, query: { page: number; pageSize: number }): Promise<LedgerPage> {
  return apiRequest<LedgerPage>(`/api/admin/users/${encodeURIComponent(id)}/ledger?${toQueryString(query)}`);
}

export function usePersonLedger(id: string, query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: personKeys.ledger(id, query),
    queryFn: () => listPersonLedger(id, query),
    placeholderData: keepPreviousData,
  });
}
