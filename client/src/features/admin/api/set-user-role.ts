// PATCH /api/admin/users/:id/role: suspend ('suspended'), reinstate ('user' on a suspended
// account: the server restores the role the suspension replaced), promote ('admin') or
// demote ('user' on an admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetRoleBody } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export type RoleRequest = SetRoleBody['role'];

export function setUserRole({ id, role, reason }: { id: string; role: RoleRequest; reason?: string }) {
  return callApi('admin.users.setRole', { params: { id }, body: reason ? { role, reason } : { role } });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSuccess: () => invalidateAfterChange(queryClient, 'users') });
}
