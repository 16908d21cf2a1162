// A deck someone shared, by its code: open it, copy it into my decks, report it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { decksQueryKey } from './decks';

export function useSharedDeck(code: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['sharedDeck', code],
    queryFn: () => callApi('decks.shared', { params: { code: code! } }),
    enabled: !!code && enabled,
    retry: false,
  });
}

export function useCopyDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi('decks.copy', { params: { code } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: decksQueryKey }),
  });
}

export function useReportDeck() {
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) => callApi('decks.report', { params: { code }, body: { reason } }),
  });
}
