// GET /api/admin/decks: shared decks with open reports (or every shared one); PATCH hides a
// deck or shows it again, with a reason (audited; its owner is told).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

const decksKey = ['admin', 'decks'] as const;

export function useAdminDecks(reported: boolean) {
  return useQuery({
    queryKey: [...decksKey, reported],
    queryFn: () => callApi('admin.decks.list', { query: { reported: reported ? 'true' : 'false' } }),
  });
}

export function useModerateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }) =>
      callApi('admin.decks.update', { params: { id }, body: { hidden, reason } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: decksKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]);
    },
  });
}
