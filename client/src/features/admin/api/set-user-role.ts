// PATCH /api/admin/users/:id/role: suspend ('suspended'), reinstate ('user' on a suspended
// account: the server restores the role the suspension replaced), promote ('admin') or
// demote ('user' on an admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetRoleBody } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export type RoleRequest = SetRoleBody['role'];

export function setUserRole({ id, role }: { id: string; role: RoleRequest }) {
  return callApi('admin.users.setRole', { params: { id }, body: { role } });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSuccess: () => invalidateAfterChange(queryClient, 'users') });
}
