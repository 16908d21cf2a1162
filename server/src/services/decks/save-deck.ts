// Creating, editing, copying and deleting a player's decks. A new deck (or a copy) counts
// against DECKS_PER_ACCOUNT under a lock on the player's profile row, so two at once cannot
// both take the twentieth place. Editing the titles keeps the rows (and so the play history)
// of titles whose text is unchanged.
import { and, count, eq, inArray } from 'drizzle-orm';
import { DECKS_PER_ACCOUNT } from '@charades/shared/decks/deck-rules';
import type { DeckDetail } from '@charades/shared/schemas/decks';
import { normalizeTitle } from '@charades/shared/title-search';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deckTitles, decks, images, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstRow } from '../../lib/first-row.ts';
import { detailOf, titlesOf } from './deck-views.ts';
import { ownDeck } from './find-deck.ts';
import type { Language } from '@charades/shared/languages';

export interface DeckTitleInput {
  title: string;
  imageId?: string | null;
}

export interface DeckContent {
  name: string;
  language: Language;
  titles: DeckTitleInput[];
}

/** Every picture named must exist (a deleted or made-up id is refused, not dropped). */
async function checkImages(db: DbOrTx, titles: DeckTitleInput[]) {
  const ids = [...new Set(titles.flatMap((t) => (t.imageId ? [t.imageId] : [])))];
  if (ids.length === 0) return;
  const found = await db.select({ id: images.id }).from(images).where(inArray(images.id, ids));
  if (found.length !== ids.length) throw new AppError('image_not_found');
}

async function lockAccountDecks(db: DbOrTx, userId: string) {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
  const { n } = firstRow(await db.select({ n: count() }).from(decks).where(eq(decks.userId, userId)), 'the deck count');
  if (n >= DECKS_PER_ACCOUNT) throw new AppError('deck_limit_reached');
}

async function insertDeck(db: DbOrTx, userId: string, content: DeckContent, copiedFrom: string | null) {
  await lockAccountDecks(db, userId);
  await checkImages(db, content.titles);
  const deck = firstRow(
    await db.insert(decks).values({ userId, name: content.name, language: content.language, copiedFrom }).returning(),
    'the new deck',
  );
  await db
    .insert(deckTitles)
    .values(content.titles.map((t, position) => ({ deckId: deck.id, position, title: t.title, imageId: t.imageId ?? null })));
  return deck;
}

export async function createDeck(opts: { db: Db; userId: string; content: DeckContent }): Promise<DeckDetail> {
  return opts.db.transaction(async (tx) => detailOf(tx, await insertDeck(tx, opts.userId, opts.content, null)));
}

/** A copy into `userId`'s decks: its own rows, so later edits of either do not reach the other. */
export async function copyDeck(opts: { db: Db; userId: string; source: { id: string; name: string; language: Language } }) {
  return opts.db.transaction(async (tx) => {
    const titles = await titlesOf(tx, opts.source.id);
    const deck = await insertDeck(tx, opts.userId, { name: opts.source.name, language: opts.source.language, titles }, opts.source.id);
    return detailOf(tx, deck);
  });
}

/** The new title list over the old: a title whose text matches one of the old keeps its row. */
async function replaceTitles(db: DbOrTx, deckId: string, titles: DeckTitleInput[]) {
  await checkImages(db, titles);
  const old = await titlesOf(db, deckId);
  const byText = new Map<string, string[]>();
  for (const t of old) byText.set(normalizeTitle(t.title), [...(byText.get(normalizeTitle(t.title)) ?? []), t.id]);
  const kept = new Set<string>();
  const rows = titles.map((t, position) => {
    const id = byText.get(normalizeTitle(t.title))?.shift();
    if (id) kept.add(id);
    return { id, position, title: t.title, imageId: t.imageId ?? null };
  });
  const gone = old.filter((t) => !kept.has(t.id)).map((t) => t.id);
  if (gone.length) await db.delete(deckTitles).where(and(eq(deckTitles.deckId, deckId), inArray(deckTitles.id, gone)));
  for (const r of rows) {
    if (r.id) await db.update(deckTitles).set({ position: r.position, title: r.title, imageId: r.imageId }).where(eq(deckTitles.id, r.id));
  }
  const added = rows.filter((r) => !r.id);
  if (added.length) await db.insert(deckTitles).values(added.map(({ position, title, imageId }) => ({ deckId, position, title, imageId })));
}

export async function updateDeck(opts: { db: Db; userId: string; deckId: string; patch: Partial<DeckContent> }): Promise<DeckDetail> {
  return opts.db.transaction(async (tx) => {
    await ownDeck(tx, opts.userId, opts.deckId, { forUpdate: true });
    const { name, language, titles } = opts.patch;
    if (titles) await replaceTitles(tx, opts.deckId, titles);
    const deck = firstRow(
      await tx
        .update(decks)
        .set({ ...(name !== undefined ? { name } : {}), ...(language !== undefined ? { language } : {}), updatedAt: new Date() })
        .where(eq(decks.id, opts.deckId))
        .returning(),
      'the deck',
    );
    return detailOf(tx, deck);
  });
}

export async function deleteDeck(opts: { db: Db; userId: string; deckId: string }): Promise<void> {
  const gone = await opts.db
    .delete(decks)
    .where(and(eq(decks.id, opts.deckId), eq(decks.userId, opts.userId)))
    .returning({ id: decks.id });
  if (gone.length === 0) throw new AppError('deck_not_found');
}
