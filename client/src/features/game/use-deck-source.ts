// A game from a deck (issue 31): /play?deck=<id> (one of mine) or /play?deckCode=<code> (one
// shared with me) names it; the setup form needs its id and name.
import { useDeck } from '@/lib/api/decks';
import { useSharedDeck } from '@/lib/api/shared-decks';

export interface DeckSource {
  id: string;
  name: string;
}

export function useDeckSource(params: URLSearchParams): { deck?: DeckSource; loading: boolean; failed: boolean } {
  const ownId = params.get('deck') ?? undefined;
  const code = params.get('deckCode') ?? undefined;
  const own = useDeck(ownId);
  const shared = useSharedDeck(ownId ? undefined : code);
  const found = own.data ?? shared.data;
  return {
    deck: found ? { id: found.id, name: found.name } : undefined,
    loading: (!!ownId && own.isLoading) || (!ownId && !!code && shared.isLoading),
    failed: own.isError || shared.isError,
  };
}
