// Sharing a deck by code: on draws a new 7-character code (kept while sharing stays on), off
// clears it, and a code once cleared never opens the deck again (the next one is new).
import { and, eq, isNull } from 'drizzle-orm';
import { DECK_SHARE_CODE_LENGTH } from '@charades/shared/decks/deck-rules';
import type { Db } from '../../db/client.ts';
import { decks } from '../../db/schema/index.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';
import { newShortCode } from '../../lib/short-code.ts';
import { ownDeck } from './find-deck.ts';

export async function shareDeck(opts: { db: Db; userId: string; deckId: string; enabled: boolean }): Promise<{ shareCode: string | null }> {
  const deck = await ownDeck(opts.db, opts.userId, opts.deckId);
  if (!opts.enabled) {
    await opts.db.update(decks).set({ shareCode: null, updatedAt: new Date() }).where(eq(decks.id, deck.id));
    return { shareCode: null };
  }
  if (deck.shareCode) return { shareCode: deck.shareCode };
  // 31^7 codes: a clash is rare; one more draw settles it. Only a deck still without a code
  // takes one, so two presses at once answer the same code.
  for (let attempt = 0; ; attempt++) {
    try {
      const [drawn] = await opts.db
        .update(decks)
        .set({ shareCode: newShortCode(DECK_SHARE_CODE_LENGTH), updatedAt: new Date() })
        .where(and(eq(decks.id, deck.id), isNull(decks.shareCode)))
        .returning({ shareCode: decks.shareCode });
      if (drawn) return { shareCode: drawn.shareCode };
      return { shareCode: (await ownDeck(opts.db, opts.userId, opts.deckId)).shareCode };
    } catch (err) {
      if (pgErrorCode(err) !== UNIQUE_VIOLATION || attempt >= 3) throw err;
    }
  }
}
