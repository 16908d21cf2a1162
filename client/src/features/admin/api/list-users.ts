// GET /api/admin/users: one page of accounts (SPEC §2 Users, §7 admin-get-users).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';
import { toQueryString } from '../lib/use-list-params';

export interface UserList {
  items: AdminUser[];
  total: number;
}

export function listUsers(query: Record<string, string | number>): Promise<UserList> {
  return apiRequest<UserList>(`/api/admin/users?${toQueryString(query)}`);
}

export function useUsers(query: Record<string, string | number>) {
  // The previous page stays on screen while the next one loads: no flash of "Loading".
  return useQuery({ queryKey: adminKeys.list('users', query), queryFn: () => listUsers(query), placeholderData: keepPreviousData });
}
