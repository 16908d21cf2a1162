// My decks, newest change first; a deck opened by its share code.
import { asc, desc, eq } from 'drizzle-orm';
import type { DeckSummary, SharedDeckView } from '@charades/shared/schemas/decks';
import type { Db } from '../../db/client.ts';
import { deckTitles, decks } from '../../db/schema/index.ts';
import { countsOf, summariesOf } from './deck-views.ts';
import { sharedDeck } from './find-deck.ts';

const SAMPLE_SIZE = 5;

export async function listDecks(opts: { db: Db; userId: string }): Promise<DeckSummary[]> {
  const rows = await opts.db.select().from(decks).where(eq(decks.userId, opts.userId)).orderBy(desc(decks.updatedAt));
  return summariesOf(opts.db, rows);
}

export async function sampleOf(db: Db, deckId: string): Promise<string[]> {
  const rows = await db
    .select({ title: deckTitles.title })
    .from(deckTitles)
    .where(eq(deckTitles.deckId, deckId))
    .orderBy(asc(deckTitles.position))
    .limit(SAMPLE_SIZE);
  return rows.map((r) => r.title);
}

export async function openSharedDeck(opts: { db: Db; userId: string; code: string }): Promise<SharedDeckView> {
  const deck = await sharedDeck(opts.db, opts.code);
  const counts = (await countsOf(opts.db, [deck.id])).get(deck.id) ?? { titles: 0, pictures: 0 };
  return {
    id: deck.id,
    name: deck.name,
    language: deck.language,
    titleCount: counts.titles,
    pictureCount: counts.pictures,
    sample: await sampleOf(opts.db, deck.id),
    mine: deck.userId === opts.userId,
  };
}
