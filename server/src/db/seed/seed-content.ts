// Loads the bundled categories and titles. Idempotent: categories are matched by internal_id
// and titles by (category, title), so running it again only adds what is missing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categories, titles } from '../schema/index.ts';
import { categories as arCategories, type SeedCategory } from './content/ar.ts';
import { categories as enCategories } from './content/en.ts';
import { pictureCategories } from './content/pictures.ts';
import { picturePathOf } from '@charades/shared/images';
import { firstRow } from '../../lib/first-row.ts';
import { LANGUAGES, type Language } from '@charades/shared/languages';

const SEED_LOCK_KEY = 72_616_466;

export interface SeedResult {
  categoriesAdded: number;
  titlesAdded: number;
}

/** Seed categories that suit older players only (setup's "Family only" leaves them out). */
const OLDER = new Set(['ar-egyptian-modern', 'ar-syrian-levantine-drama', 'en-tv-series']);

interface SeedSet {
  internalId: string;
  title: string;
  kind: 'titles' | 'pictures';
  titles: { title: string; posterUrl: string | null }[];
}

/** Each language's bundled categories of titles (content/<language>.ts). */
const TITLED: Record<Language, SeedCategory[]> = { ar: arCategories, en: enCategories };

/** Every bundled category of a language, in the order players see them: picture decks last. */
function seedSets(language: Language): SeedSet[] {
  const titled = TITLED[language].map((c) => ({
    internalId: c.internalId,
    title: c.title,
    kind: 'titles' as const,
    titles: c.titles.map((title) => ({ title, posterUrl: null })),
  }));
  const pictures = pictureCategories[language].map((c) => ({
    internalId: c.internalId,
    title: c.title,
    kind: 'pictures' as const,
    titles: c.cards.map((card) => ({ title: card.word, posterUrl: picturePathOf(card.emoji) })),
  }));
  return [...titled, ...pictures];
}

export async function seedContent(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Replicas booting together must not both insert the same rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    let categoriesAdded = 0;
    let titlesAdded = 0;
    const baseTime = Date.now() - 1_000_000;
    let order = 0;
    for (const language of LANGUAGES) {
      for (const seed of seedSets(language)) {
        order += 1;
        let [cat] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.internalId, seed.internalId));
        if (!cat) {
          // created_at drives the player's category order; keep the order of the seed file.
          const createdAt = new Date(baseTime + order * 1000);
          const audience = OLDER.has(seed.internalId) ? ('older' as const) : ('family' as const);
          cat = firstRow(
            await tx
              .insert(categories)
              .values({
                title: seed.title,
                internalId: seed.internalId,
                language,
                kind: seed.kind,
                audience,
                createdAt,
                updatedAt: createdAt,
              })
              .returning({ id: categories.id }),
            `category ${seed.internalId}`,
          );
          categoriesAdded += 1;
        }
        const names = seed.titles.map((t) => t.title);
        const existing = await tx
          .select({ title: titles.title })
          .from(titles)
          .where(and(eq(titles.categoryId, cat.id), inArray(titles.title, names)));
        const have = new Set(existing.map((t) => t.title));
        const seen = new Set<string>();
        const missing = seed.titles.filter((t) => !have.has(t.title) && !seen.has(t.title) && seen.add(t.title));
        if (missing.length > 0) {
          await tx.insert(titles).values(missing.map((t) => ({ title: t.title, posterUrl: t.posterUrl, categoryId: cat.id, language })));
          titlesAdded += missing.length;
        }
      }
    }
    return { categoriesAdded, titlesAdded };
  });
}
