// A new game's titles from a deck, exactly as from a category: the token is taken first, then
// the player's unplayed titles of the deck are shuffled and the first TITLES_DEALT dealt; a
// deck whose every title this account has played answers all_titles_played.
import { and, eq, notInArray } from 'drizzle-orm';
import { TITLES_DEALT } from '@charades/shared/game/constants';
import type { DbOrTx } from '../../db/client.ts';
import { deckTitles, userPlayedDeckTitles, type MovieData } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { shuffle } from '../../lib/shuffle.ts';
import { imageUrlOf } from './deck-views.ts';
import { playableDeck } from './find-deck.ts';
import type { Language } from '@charades/shared/languages';

export async function dealFromDeck(opts: {
  db: DbOrTx;
  userId: string;
  deckId: string;
  reference: string;
  deductToken: (o: { db: DbOrTx; userId: string; reference: string }) => Promise<number>;
}): Promise<{ deckId: string; name: string; language: Language; picked: MovieData[] }> {
  const deck = await playableDeck(opts.db, opts.userId, opts.deckId);
  await opts.deductToken({ db: opts.db, userId: opts.userId, reference: opts.reference });
  const played = opts.db
    .select({ id: userPlayedDeckTitles.deckTitleId })
    .from(userPlayedDeckTitles)
    .where(and(eq(userPlayedDeckTitles.userId, opts.userId), eq(userPlayedDeckTitles.deckId, deck.id)));
  const unplayed = await opts.db
    .select({ id: deckTitles.id, title: deckTitles.title, imageId: deckTitles.imageId })
    .from(deckTitles)
    .where(and(eq(deckTitles.deckId, deck.id), notInArray(deckTitles.id, played)));
  if (unplayed.length === 0) throw new AppError('all_titles_played');
  const picked = shuffle(unplayed)
    .slice(0, TITLES_DEALT)
    .map((t) => ({ id: t.id, title: t.title, posterUrl: imageUrlOf(t.imageId) }));
  return { deckId: deck.id, name: deck.name, language: deck.language, picked };
}
