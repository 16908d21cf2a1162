// /api/decks: my decks, one of them, and the changes; every change refreshes the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeckInput } from '@charades/shared/schemas/decks';
import { callApi } from '@/lib/api-client';

export const decksQueryKey = ['decks'] as const;

export function useMyDecks(enabled = true) {
  return useQuery({ queryKey: decksQueryKey, queryFn: () => callApi('decks.list'), enabled });
}

export function useDeck(id: string | undefined) {
  return useQuery({
    queryKey: [...decksQueryKey, id],
    queryFn: () => callApi('decks.get', { params: { id: id! } }),
    enabled: !!id,
  });
}

function useDeckMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: decksQueryKey }),
  });
}

export const useCreateDeck = () => useDeckMutation((body: DeckInput) => callApi('decks.create', { body }));
export const useUpdateDeck = () =>
  useDeckMutation(({ id, body }: { id: string; body: Partial<DeckInput> }) => callApi('decks.update', { params: { id }, body }));
export const useDeleteDeck = () => useDeckMutation((id: string) => callApi('decks.delete', { params: { id } }));
export const useShareDeck = () =>
  useDeckMutation(({ id, enabled }: { id: string; enabled: boolean }) => callApi('decks.share', { params: { id }, body: { enabled } }));

/** A picture for a deck title: the file itself as the body; the server decides from the bytes. */
export function uploadDeckImage(file: Blob) {
  return callApi('decks.images.upload', { rawBody: { contentType: file.type || 'application/octet-stream', text: file } });
}
