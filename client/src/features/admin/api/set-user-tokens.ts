// PATCH /api/admin/users/:id/tokens: set a user's games (docs/product.md#input-rules: an integer 0-10000), naming
// the balance the admin saw; the server answers 409 balance_changed when it has moved since.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetTokensBody } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function setUserTokens({ id, ...body }: SetTokensBody & { id: string }) {
  return callApi('admin.users.setTokens', { params: { id }, body });
}

export function useSetUserTokens() {
  const queryClient = useQueryClient();
  // A refusal (balance_changed) refreshes too: the screens then show the balance as it is.
  return useMutation({ mutationFn: setUserTokens, onSettled: () => invalidateAfterChange(queryClient, 'users') });
}
