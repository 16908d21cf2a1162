// GET /api/admin/users/:id/ledger: one page of a person's balance changes, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { personKeys } from '../lib/person-query-keys';

export function listPersonLedger(id: string, query: { page: number; pageSize: number }) {
  return callApi('admin.users.ledger', { params: { id }, query });
}

export function usePersonLedger(id: string, query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: personKeys.ledger(id, query),
    queryFn: () => listPersonLedger(id, query),
    placeholderData: keepPreviousData,
  });
}
