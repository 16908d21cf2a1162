// Who may reach a deck: its owner by id; anyone signed in by its share code while sharing is
// on and staff have not hidden it. Anything else is "not found" (a deck's existence is not
// told to whoever may not see it).
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { decks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DeckRow } from './deck-views.ts';

export async function ownDeck(db: DbOrTx, userId: string, deckId: string, opts: { forUpdate?: boolean } = {}): Promise<DeckRow> {
  const query = db
    .select()
    .from(decks)
    .where(and(eq(decks.id, deckId), eq(decks.userId, userId)));
  const [deck] = opts.forUpdate ? await query.for('update') : await query;
  if (!deck) throw new AppError('deck_not_found');
  return deck;
}

/** The deck a live share code opens. */
export async function sharedDeck(db: DbOrTx, code: string): Promise<DeckRow> {
  const [deck] = await db
    .select()
    .from(decks)
    .where(and(eq(decks.shareCode, code), isNull(decks.hiddenAt)));
  if (!deck) throw new AppError('deck_code_invalid');
  return deck;
}

/** A deck a game may be dealt from by `userId`: their own, or one shared and not hidden. */
export async function playableDeck(db: DbOrTx, userId: string, deckId: string): Promise<DeckRow> {
  const [deck] = await db.select().from(decks).where(eq(decks.id, deckId));
  if (!deck) throw new AppError('deck_not_found');
  if (deck.userId === userId) return deck;
  if (deck.shareCode === null || deck.hiddenAt !== null) throw new AppError('deck_not_found');
  return deck;
}
