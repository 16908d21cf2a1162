// What a game was dealt from, as lists name it: its category's title, or the name of the
// player's own deck (issue 31). Queries select it with both joins (withGameSource).
import { eq, sql } from 'drizzle-orm';
import { categories, decks, gameSessions } from './schema/index.ts';

export const gameSourceTitle = sql<string | null>`coalesce(${categories.title}, ${decks.name})`;

/** The joins gameSourceTitle reads. */
export const gameSourceJoins = {
  categories: [categories, eq(categories.id, gameSessions.categoryId)],
  decks: [decks, eq(decks.id, gameSessions.deckId)],
} as const;
