// A deck as its owner and the game see it: the summary of the list, the detail with every
// title in order, a picture's address.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DeckDetail, DeckSummary } from '@charades/shared/schemas/decks';
import type { DbOrTx } from '../../db/client.ts';
import { deckTitles, type decks } from '../../db/schema/index.ts';

export type DeckRow = typeof decks.$inferSelect;

/** Where the picture of a deck title is served (the public image route). */
export const imageUrlOf = (imageId: string | null) => (imageId ? `/api/images/${imageId}` : null);

function summaryOf(deck: DeckRow, counts: { titles: number; pictures: number }): DeckSummary {
  return {
    id: deck.id,
    name: deck.name,
    language: deck.language,
    titleCount: counts.titles,
    pictureCount: counts.pictures,
    shareCode: deck.shareCode,
    hidden: deck.hiddenAt !== null,
    hiddenReason: deck.hiddenAt ? deck.hiddenReason : null,
    updatedAt: deck.updatedAt.toISOString(),
  };
}

/** How many titles, and titles with a picture, each deck holds. */
export async function countsOf(db: DbOrTx, deckIds: string[]): Promise<Map<string, { titles: number; pictures: number }>> {
  if (deckIds.length === 0) return new Map();
  const rows = await db
    .select({
      deckId: deckTitles.deckId,
      titles: sql<number>`count(*)::int`,
      pictures: sql<number>`count(${deckTitles.imageId})::int`,
    })
    .from(deckTitles)
    .where(inArray(deckTitles.deckId, deckIds))
    .groupBy(deckTitles.deckId);
  return new Map(rows.map((r) => [r.deckId, { titles: r.titles, pictures: r.pictures }]));
}

export async function summariesOf(db: DbOrTx, rows: DeckRow[]): Promise<DeckSummary[]> {
  const counts = await countsOf(
    db,
    rows.map((d) => d.id),
  );
  return rows.map((d) => summaryOf(d, counts.get(d.id) ?? { titles: 0, pictures: 0 }));
}

export async function titlesOf(db: DbOrTx, deckId: string) {
  return db
    .select({ id: deckTitles.id, title: deckTitles.title, imageId: deckTitles.imageId })
    .from(deckTitles)
    .where(eq(deckTitles.deckId, deckId))
    .orderBy(asc(deckTitles.position));
}

export async function detailOf(db: DbOrTx, deck: DeckRow): Promise<DeckDetail> {
  const titles = await titlesOf(db, deck.id);
  const counts = { titles: titles.length, pictures: titles.filter((t) => t.imageId).length };
  return { ...summaryOf(deck, counts), titles: titles.map((t) => ({ id: t.id, title: t.title, imageUrl: imageUrlOf(t.imageId) })) };
}
