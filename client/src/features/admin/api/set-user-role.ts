// PATCH /api/admin/users/:id/role: suspend ('suspended') or reinstate ('user') an account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function setUserRole({ id, role }: { id: string; role: 'suspended' | 'user' }): Promise<AdminUser> {
  return apiRequest<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body: { role } });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSuccess: () => invalidateAfterChange(queryClient, 'users') });
}
