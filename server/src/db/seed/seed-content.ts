// Loads the bundled categories and titles. Idempotent: categories are matched by internal_id
// and titles by (category, title), so running it again only adds what is missing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categories, titles } from '../schema/index.ts';
import { categories as arCategories } from './content/ar.ts';
import { categories as enCategories } from './content/en.ts';
import { firstRow } from '../../lib/first-row.ts';

const SEED_LOCK_KEY = 72_616_466;

export interface SeedResult {
  categoriesAdded: number;
  titlesAdded: number;
}

export async function seedContent(db: Db): Promise<SeedResult> {
  const sets = [
    { language: 'ar' as const, list: arCategories },
    { language: 'en' as const, list: enCategories },
  ];
  return db.transaction(async (tx) => {
    // Replicas booting together must not both insert the same rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    let categoriesAdded = 0;
    let titlesAdded = 0;
    const baseTime = Date.now() - 1_000_000;
    let order = 0;
    for (const { language, list } of sets) {
      for (const seed of list) {
        order += 1;
        let [cat] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.internalId, seed.internalId));
        if (!cat) {
          // created_at drives the player's category order; keep the order of the seed file.
          const createdAt = new Date(baseTime + order * 1000);
          cat = firstRow(
            await tx
              .insert(categories)
              .values({ title: seed.title, internalId: seed.internalId, language, createdAt, updatedAt: createdAt })
              .returning({ id: categories.id }),
            `category ${seed.internalId}`,
          );
          categoriesAdded += 1;
        }
        const existing = await tx
          .select({ title: titles.title })
          .from(titles)
          .where(and(eq(titles.categoryId, cat.id), inArray(titles.title, seed.titles)));
        const have = new Set(existing.map((t) => t.title));
        const missing = [...new Set(seed.titles)].filter((t) => !have.has(t));
        if (missing.length > 0) {
          await tx.insert(titles).values(missing.map((title) => ({ title, categoryId: cat.id, language })));
          titlesAdded += missing.length;
        }
      }
    }
    return { categoriesAdded, titlesAdded };
  });
}
