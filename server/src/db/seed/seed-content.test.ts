// The bundled content: enough to play in both languages, loaded idempotently, and served by
// GET /api/categories in the order of the seed files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { categories, titles } from '../schema/index.ts';
import { seedContent } from './seed-content.ts';
import { categories as arCategories } from './content/ar.ts';
import { categories as enCategories } from './content/en.ts';
import { pictureCategories } from './content/pictures.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/integration/helpers/test-database.ts';
import { startTestApp, type TestApp } from '../../../../tests/integration/helpers/test-app.ts';
import { HttpClient } from '../../../../tests/integration/helpers/http.ts';
import { firstRow } from '../../lib/first-row.ts';
import { LANGUAGES, type Language } from '@charades/shared/languages';

const MIN_CATEGORIES_PER_LANGUAGE = 8;
const MIN_TITLES_PER_CATEGORY = 40;
// Every bundled category of a language as the seed loads it: titles first, then picture decks.
const TITLED: Record<Language, typeof arCategories> = { ar: arCategories, en: enCategories };
const seedList = (language: Language) => [
  ...TITLED[language],
  ...pictureCategories[language].map((c) => ({ internalId: c.internalId, title: c.title, titles: c.cards.map((card) => card.word) })),
];
const seedSets = Object.fromEntries(LANGUAGES.map((language) => [language, seedList(language)])) as Record<
  Language,
  ReturnType<typeof seedList>
>;
const uniqueTitleCount = (list: { titles: string[] }[]) => list.reduce((n, c) => n + new Set(c.titles).size, 0);

describe('seedContent', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  async function totals() {
    const db = testDb.database.db;
    const c = firstRow(await db.select({ n: sql<number>`count(*)::int` }).from(categories), 'the category count');
    const t = firstRow(await db.select({ n: sql<number>`count(*)::int` }).from(titles), 'the title count');
    return { categories: c.n, titles: t.n };
  }

  it('loads every bundled category and title into a fresh database', async () => {
    expect(await totals()).toEqual({ categories: 0, titles: 0 });
    const result = await seedContent(testDb.database.db);
    const expectedCategories = LANGUAGES.reduce((n, language) => n + seedSets[language].length, 0);
    const expectedTitles = LANGUAGES.reduce((n, language) => n + uniqueTitleCount(seedSets[language]), 0);
    expect(result).toEqual({ categoriesAdded: expectedCategories, titlesAdded: expectedTitles });
    expect(await totals()).toEqual({ categories: expectedCategories, titles: expectedTitles });
  });

  it.each(LANGUAGES)('gives %s at least 8 active categories of at least 40 titles each', async (language) => {
    const db = testDb.database.db;
    const rows = await db
      .select({ internalId: categories.internalId, isActive: categories.isActive, titleCount: sql<number>`count(${titles.id})::int` })
      .from(categories)
      .leftJoin(titles, eq(titles.categoryId, categories.id))
      .where(eq(categories.language, language))
      .groupBy(categories.id);
    expect(rows.length).toBeGreaterThanOrEqual(MIN_CATEGORIES_PER_LANGUAGE);
    expect(rows.length).toBe(seedSets[language].length);
    for (const row of rows) {
      expect(row.isActive, row.internalId).toBe(true);
      expect(row.titleCount, row.internalId).toBeGreaterThanOrEqual(MIN_TITLES_PER_CATEGORY);
    }
  });

  it('gives every title its category and its category’s language', async () => {
    const db = testDb.database.db;
    const mismatched = firstRow(
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(titles)
        .innerJoin(categories, eq(categories.id, titles.categoryId))
        .where(ne(titles.language, categories.language)),
      'the mismatch count',
    );
    expect(mismatched.n).toBe(0);
    const orphans = firstRow(
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(titles)
        .where(sql`${titles.categoryId} is null`),
      'the orphan count',
    );
    expect(orphans.n).toBe(0);
    // Spot check the script: Arabic titles are written in Arabic.
    const arTitles = await db.select({ title: titles.title }).from(titles).where(eq(titles.language, 'ar'));
    const inArabicScript = arTitles.filter((t) => /[\u0600-\u06FF]/.test(t.title)).length;
    expect(inArabicScript / arTitles.length).toBeGreaterThan(0.9);
  });

  it('adds nothing when run again', async () => {
    const before = await totals();
    expect(await seedContent(testDb.database.db)).toEqual({ categoriesAdded: 0, titlesAdded: 0 });
    expect(await totals()).toEqual(before);
  });

  it('adds back only what is missing', async () => {
    const db = testDb.database.db;
    const seed = firstRow(enCategories, 'an English seed category');
    const cat = firstRow(await db.select().from(categories).where(eq(categories.internalId, seed.internalId)), 'the seeded category');
    await db.delete(titles).where(and(eq(titles.categoryId, cat.id), eq(titles.title, firstRow(seed.titles, 'a seed title'))));
    const before = await totals();
    expect(await seedContent(db)).toEqual({ categoriesAdded: 0, titlesAdded: 1 });
    expect(await totals()).toEqual({ categories: before.categories, titles: before.titles + 1 });
  });

  it.skipIf(!process.env.DATABASE_URL)('two servers seeding one fresh database at once load it once', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([seedContent(fresh.database.db), seedContent(fresh.database.db)]);
      const added = results.reduce((n, r) => n + r.categoriesAdded, 0);
      expect(added).toBe(seedSets.ar.length + seedSets.en.length);
      expect(results.some((r) => r.categoriesAdded === 0 && r.titlesAdded === 0)).toBe(true);
      const dupes = firstRow(
        await fresh.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`(select category_id, title from titles group by category_id, title having count(*) > 1) d`),
        'the duplicate count',
      );
      expect(dupes.n).toBe(0);
    } finally {
      await fresh.drop();
    }
  });
});

describe('GET /api/categories on the seeded content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('returns only the Arabic categories, in created_at order (the seed file order), with their title counts', async () => {
    const res = await new HttpClient(t.baseUrl).get('/api/categories?language=ar');
    expect(res.status).toBe(200);
    const list = res.body as { id: string; internalId: string; language: string; titleCount: number; title: string }[];
    expect(list.length).toBeGreaterThanOrEqual(MIN_CATEGORIES_PER_LANGUAGE);
    expect(new Set(list.map((c) => c.language))).toEqual(new Set(['ar']));
    for (const c of list) expect(c.titleCount, c.internalId).toBeGreaterThanOrEqual(MIN_TITLES_PER_CATEGORY);

    const stored = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.language, 'ar'), eq(categories.isActive, true)))
      .orderBy(asc(categories.createdAt));
    expect(list.map((c) => c.id)).toEqual(stored.map((s) => s.id));
    expect(list.map((c) => c.internalId)).toEqual(seedSets.ar.map((c) => c.internalId));
    expect(list.map((c) => c.titleCount)).toEqual(seedSets.ar.map((c) => new Set(c.titles).size));
  });

  it('leaves out inactive categories', async () => {
    const c = new HttpClient(t.baseUrl);
    const all = (await c.get('/api/categories?language=en')).body as { id: string }[];
    expect(all.length).toBe(seedSets.en.length);
    const first = firstRow(all, 'an active category');
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, first.id));
    try {
      const after = (await c.get('/api/categories?language=en')).body as { id: string }[];
      expect(after.map((x) => x.id)).toEqual(all.slice(1).map((x) => x.id));
    } finally {
      await t.db.update(categories).set({ isActive: true }).where(eq(categories.id, first.id));
    }
  });

  it('serves the picture decks as picture cards whose pictures the server ships (issue 31 §2)', async () => {
    const c = new HttpClient(t.baseUrl);
    for (const language of LANGUAGES) {
      const list = (await c.get(`/api/categories?language=${language}`)).body as { internalId: string; kind: string; titleCount: number }[];
      const pictures = list.filter((x) => x.kind === 'pictures');
      expect(pictures.map((x) => x.internalId)).toEqual(pictureCategories[language].map((x) => x.internalId));
      for (const x of pictures) expect(x.titleCount, x.internalId).toBeGreaterThanOrEqual(40);
    }
    const rows = await t.db
      .select({ posterUrl: titles.posterUrl })
      .from(titles)
      .innerJoin(categories, eq(categories.id, titles.categoryId))
      .where(eq(categories.kind, 'pictures'));
    expect(rows.length).toBeGreaterThanOrEqual(8 * 40);
    const urls = [...new Set(rows.map((r) => r.posterUrl))];
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/pictures\/[0-9a-f-]+\.svg$/);
      const res = await fetch(`${t.baseUrl}${url}`);
      expect(res.status, url!).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await res.text()).toMatch(/^<svg/);
    }
    // Anything else under /api/pictures is not found, and no path leaves the package.
    for (const bad of ['nope.svg', '..%2Fpackage.json', '1f418.png', 'ffffff.svg']) {
      expect((await fetch(`${t.baseUrl}/api/pictures/${bad}`)).status, bad).toBe(404);
    }
  });

  it('marks the bundled categories for older players, and Family only leaves them out (issue 31 §3)', async () => {
    const c = new HttpClient(t.baseUrl);
    const all = (await c.get('/api/categories?language=en')).body as { internalId: string; audience: string }[];
    expect(all.filter((x) => x.audience === 'older').map((x) => x.internalId)).toEqual(['en-tv-series']);
    const family = (await c.get('/api/categories?language=en&familyOnly=true')).body as { internalId: string }[];
    expect(family.map((x) => x.internalId)).toEqual(all.filter((x) => x.audience === 'family').map((x) => x.internalId));
    const ar = (await c.get('/api/categories?language=ar&familyOnly=true')).body as { internalId: string }[];
    expect(ar.map((x) => x.internalId)).not.toContain('ar-syrian-levantine-drama');
    expect(ar.map((x) => x.internalId)).not.toContain('ar-egyptian-modern');
  });
});
