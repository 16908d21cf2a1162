// DELETE /api/admin/users/:id: the account and all its data. An admin's account needs the
// extra header, which the dialog sends only after saying the target is an admin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONFIRM_ADMIN_DELETE_HEADER } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function deleteUser({ id, confirmAdmin }: { id: string; confirmAdmin: boolean }) {
  return callApi(
    'admin.users.delete',
    { params: { id } },
    { headers: confirmAdmin ? { [CONFIRM_ADMIN_DELETE_HEADER]: 'true' } : undefined },
  );
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateAfterChange(queryClient, 'users') });
}
