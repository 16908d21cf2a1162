// GET /api/admin/users: one page of accounts (docs/product.md#screens Users, #server-calls admin-get-users).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserListQuery } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function listUsers(query: UserListQuery) {
  return callApi('admin.users.list', { query });
}

export function useUsers(query: UserListQuery) {
  // The previous page stays on screen while the next one loads: no flash of "Loading".
  return useQuery({ queryKey: adminKeys.list('users', query), queryFn: () => listUsers(query), placeholderData: keepPreviousData });
}
