// Issue 17 §5: bulk actions on titles (delete, move) and categories (delete, activate,
// deactivate), each in one transaction with one audit row and one bulk_actions row, and the
// undo of the last one, over real HTTP on the configured database. Every bad input is refused
// with its code and changes nothing; two undos at once undo once (real PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { auditLog, bulkActions, categories, profiles, titles, userPlayedTitles } from '../../server/src/db/schema/index.ts';
import type { Language } from '@charades/shared/languages';

let t: TestApp;
let admin: HttpClient;
let adminId: string;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  t = await startTestApp();
  admin = new HttpClient(t.baseUrl);
  const { user } = await admin.signUp(uniqueEmail('bulk-admin'));
  adminId = user.id;
  await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const uid = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}`;
const post = (path: string, body: unknown) => admin.request('POST', path, body);

async function newCategory(language: Language = 'en', isActive = true) {
  const res = await post('/api/admin/categories', { title: uid('Cat'), internalId: uid('cat'), language, isActive });
  expect(res.status).toBe(200);
  return res.body as { id: string; internalId: string; title: string };
}
async function newTitles(categoryId: string, howMany: number, language: Language = 'en') {
  const made: { id: string; title: string }[] = [];
  for (let i = 0; i < howMany; i++) {
    const res = await post('/api/admin/titles', { title: uid('T'), language, categoryId });
    expect(res.status).toBe(200);
    made.push(res.body);
  }
  return made;
}
/** Everything a refused request must leave as it was. */
async function snapshot() {
  const c = async (table: typeof auditLog | typeof bulkActions | typeof titles | typeof categories) =>
    firstRow(await t.db.select({ n: count() }).from(table), 'count').n;
  return {
    audit: await c(auditLog),
    bulk: await c(bulkActions),
    titles: await c(titles),
    categories: await c(categories),
    titleRows: await t.db.select().from(titles).orderBy(titles.id),
    categoryRows: await t.db.select().from(categories).orderBy(categories.id),
  };
}
async function auditRows(action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('titles', () => {
  it('deletes the selected titles with one audit row; the undo brings them back with their ids and played rows', async () => {
    const cat = await newCategory();
    const [a, b, keep] = await newTitles(cat.id, 3);
    await t.db.insert(userPlayedTitles).values({ userId: adminId, titleId: a!.id, categoryId: cat.id, language: 'en' });
    const auditBefore = (await auditRows('bulk_action')).length;

    const res = await post('/api/admin/titles/bulk', { action: 'delete', ids: [a!.id, b!.id, a!.id] });
    expect(res.status).toBe(200);
    expect(res.body.bulk).toMatchObject({ targetType: 'title', kind: 'delete', count: 2, undoneAt: null });
    expect((await t.db.select().from(titles).where(eq(titles.categoryId, cat.id))).map((r) => r.id)).toEqual([keep!.id]);
    expect(await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.titleId, a!.id))).toEqual([]);
    const audits = await auditRows('bulk_action');
    expect(audits).toHaveLength(auditBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      adminId,
      targetType: 'title',
      details: { targetType: 'title', kind: 'delete', count: 2, bulkActionId: res.body.bulk.id },
    });
    // Issue 32 §1: the audit row names every title the action took, by id and name.
    const named = (audits.at(-1)!.details as { items: { id: string; title: string }[] }).items;
    expect(named.sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [a!, b!].map((x) => ({ id: x.id, title: x.title })).sort((x, y) => x.id.localeCompare(y.id)),
    );

    const last = await admin.request('GET', '/api/admin/bulk/last');
    expect(last.body.bulk).toEqual(res.body.bulk);

    const undo = await post('/api/admin/bulk/undo', { id: res.body.bulk.id });
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ restored: 2, undone: { id: res.body.bulk.id, undoneAt: expect.any(String) } });
    const back = await t.db
      .select()
      .from(titles)
      .where(inArray(titles.id, [a!.id, b!.id]));
    expect(back.map((r) => [r.id, r.categoryId]).sort()).toEqual([a!.id, b!.id].sort().map((id) => [id, cat.id]));
    expect(await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.titleId, a!.id))).toHaveLength(1);
    expect((await auditRows('bulk_undo')).at(-1)).toMatchObject({
      details: {
        kind: 'delete',
        restored: 2,
        bulkActionId: res.body.bulk.id,
        items: expect.arrayContaining([{ id: a!.id, title: a!.title }]),
      },
    });

    // Undone once: a second undo is refused and changes nothing.
    const before = await snapshot();
    const again = await post('/api/admin/bulk/undo', {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('bulk_undo_unavailable');
    expect(await snapshot()).toEqual(before);
  });

  it('moves titles to a category and back; a title moved again since stays where it is', async () => {
    const from = await newCategory();
    const to = await newCategory();
    const elsewhere = await newCategory();
    const [a, b] = await newTitles(from.id, 2);
    const res = await post('/api/admin/titles/bulk', { action: 'move', ids: [a!.id, b!.id], categoryId: to.id });
    expect(res.status).toBe(200);
    expect(res.body.bulk).toMatchObject({ kind: 'move', count: 2, categoryId: to.id });
    expect((await t.db.select().from(titles).where(eq(titles.categoryId, to.id))).length).toBe(2);
    await admin.request('PATCH', `/api/admin/titles/${b!.id}`, { title: b!.title, language: 'en', categoryId: elsewhere.id });

    const undo = await post('/api/admin/bulk/undo', { id: res.body.bulk.id });
    expect(undo.body.restored).toBe(1);
    expect(firstRow(await t.db.select().from(titles).where(eq(titles.id, a!.id)), 'a').categoryId).toBe(from.id);
    expect(firstRow(await t.db.select().from(titles).where(eq(titles.id, b!.id)), 'b').categoryId).toBe(elsewhere.id);
  });
});

describe('categories', () => {
  it('deactivates and activates with an undo that restores each flag', async () => {
    const on = await newCategory('en', true);
    const off = await newCategory('en', false);
    const res = await post('/api/admin/categories/bulk', { action: 'deactivate', ids: [on.id, off.id] });
    expect(res.status).toBe(200);
    const flags = async () =>
      Object.fromEntries(
        (
          await t.db
            .select()
            .from(categories)
            .where(inArray(categories.id, [on.id, off.id]))
        ).map((c) => [c.id, c.isActive]),
      );
    expect(await flags()).toEqual({ [on.id]: false, [off.id]: false });
    await post('/api/admin/bulk/undo', { id: res.body.bulk.id });
    expect(await flags()).toEqual({ [on.id]: true, [off.id]: false });
  });

  it('deletes categories saying how many titles they leave without one; the undo puts the titles back', async () => {
    const c1 = await newCategory();
    const c2 = await newCategory();
    const [x, y] = await newTitles(c1.id, 2);
    const [z] = await newTitles(c2.id, 1);
    await t.db.insert(userPlayedTitles).values({ userId: adminId, titleId: z!.id, categoryId: c2.id, language: 'en' });
    const res = await post('/api/admin/categories/bulk', { action: 'delete', ids: [c1.id, c2.id] });
    expect(res.status).toBe(200);
    expect(res.body.bulk).toMatchObject({ kind: 'delete', count: 2, titlesLeftWithoutCategory: 3 });
    expect(
      (
        await t.db
          .select()
          .from(titles)
          .where(inArray(titles.id, [x!.id, y!.id, z!.id]))
      ).every((r) => r.categoryId === null),
    ).toBe(true);
    // One title given a category meanwhile keeps it.
    const other = await newCategory();
    await admin.request('PATCH', `/api/admin/titles/${y!.id}`, { title: y!.title, language: 'en', categoryId: other.id });

    const undo = await post('/api/admin/bulk/undo', { id: res.body.bulk.id });
    expect(undo.status).toBe(200);
    const byId = Object.fromEntries(
      (
        await t.db
          .select()
          .from(titles)
          .where(inArray(titles.id, [x!.id, y!.id, z!.id]))
      ).map((r) => [r.id, r.categoryId]),
    );
    expect(byId).toEqual({ [x!.id]: c1.id, [y!.id]: other.id, [z!.id]: c2.id });
    expect(firstRow(await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.titleId, z!.id)), 'played').categoryId).toBe(
      c2.id,
    );
    expect(firstRow(await t.db.select().from(categories).where(eq(categories.id, c1.id)), 'c1').internalId).toBe(c1.internalId);
  });

  it('a single category delete answers how many titles it left without a category', async () => {
    const cat = await newCategory();
    await newTitles(cat.id, 2);
    const res = await admin.request('DELETE', `/api/admin/categories/${cat.id}`);
    expect(res.body).toEqual({ ok: true, titlesLeftWithoutCategory: 2 });
  });
});

describe('bad input changes nothing', () => {
  const MISSING = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['no ids', '/api/admin/titles/bulk', () => ({ action: 'delete', ids: [] }), 400, 'bulk_selection_empty'],
    ['ids missing', '/api/admin/titles/bulk', () => ({ action: 'delete' }), 400, 'bulk_selection_empty'],
    [
      '1001 ids',
      '/api/admin/titles/bulk',
      () => ({ action: 'delete', ids: Array.from({ length: 1001 }, () => crypto.randomUUID()) }),
      400,
      'bulk_selection_too_large',
    ],
    [
      'a title id that is not a uuid',
      '/api/admin/titles/bulk',
      (ids: string[]) => ({ action: 'delete', ids: [...ids, 'nope'] }),
      400,
      'title_not_found',
    ],
    [
      'an unknown title id among known ones',
      '/api/admin/titles/bulk',
      (ids: string[]) => ({ action: 'delete', ids: [...ids, MISSING] }),
      404,
      'title_not_found',
    ],
    ['a move without a category', '/api/admin/titles/bulk', (ids: string[]) => ({ action: 'move', ids }), 400, 'title_category_required'],
    [
      'a move to an unknown category',
      '/api/admin/titles/bulk',
      (ids: string[]) => ({ action: 'move', ids, categoryId: MISSING }),
      404,
      'category_not_found',
    ],
    ['an unknown action', '/api/admin/titles/bulk', (ids: string[]) => ({ action: 'explode', ids }), 400, 'validation_failed'],
    ['a category id that is not a uuid', '/api/admin/categories/bulk', () => ({ action: 'delete', ids: ['x'] }), 400, 'category_not_found'],
    ['an unknown category id', '/api/admin/categories/bulk', () => ({ action: 'deactivate', ids: [MISSING] }), 404, 'category_not_found'],
    ['an unknown category action', '/api/admin/categories/bulk', () => ({ action: 'move', ids: [MISSING] }), 400, 'validation_failed'],
  ])('refuses %s', async (_name, path, body, status, code) => {
    const cat = await newCategory();
    const ids = (await newTitles(cat.id, 2)).map((x) => x.id);
    const before = await snapshot();
    const res = await post(path, body(ids));
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a move of titles into a category of the other language', async () => {
    const cat = await newCategory('en');
    const ar = await newCategory('ar');
    const ids = (await newTitles(cat.id, 1)).map((x) => x.id);
    const before = await snapshot();
    const res = await post('/api/admin/titles/bulk', { action: 'move', ids, categoryId: ar.id });
    expect(res.body.error.code).toBe('import_language_mismatch');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an undo of an action that is no longer the last one', async () => {
    const cat = await newCategory();
    const [a, b] = await newTitles(cat.id, 2);
    const first = await post('/api/admin/titles/bulk', { action: 'delete', ids: [a!.id] });
    await post('/api/admin/titles/bulk', { action: 'delete', ids: [b!.id] });
    const before = await snapshot();
    const res = await post('/api/admin/bulk/undo', { id: first.body.bulk.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'bulk_undo_unavailable', message: expect.stringContaining('newer') });
    expect(await snapshot()).toEqual(before);
  });
});

describe('races', () => {
  it.skipIf(!onPostgres)('two undos at once undo the action once (real PostgreSQL; PGlite has one connection)', async () => {
    const cat = await newCategory();
    const made = await newTitles(cat.id, 3);
    const res = await post('/api/admin/titles/bulk', { action: 'delete', ids: made.map((x) => x.id) });
    const auditBefore = (await auditRows('bulk_undo')).length;
    const answers = await Promise.all([
      post('/api/admin/bulk/undo', {}),
      post('/api/admin/bulk/undo', {}),
      post('/api/admin/bulk/undo', { id: res.body.bulk.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await auditRows('bulk_undo')).length).toBe(auditBefore + 1);
    expect(await t.db.select().from(titles).where(eq(titles.categoryId, cat.id))).toHaveLength(3);
  });

  it.skipIf(!onPostgres)('a bulk action and an undo at once: the undo undoes what was last when it ran, never both or a mix', async () => {
    const cat = await newCategory();
    const [a, b] = await newTitles(cat.id, 2);
    await post('/api/admin/titles/bulk', { action: 'delete', ids: [a!.id] });
    const [, undo] = await Promise.all([
      post('/api/admin/titles/bulk', { action: 'delete', ids: [b!.id] }),
      post('/api/admin/bulk/undo', {}),
    ]);
    expect(undo.status).toBe(200);
    const left = (await t.db.select().from(titles).where(eq(titles.categoryId, cat.id))).map((r) => r.id);
    // Either the first delete was undone before the second ran (a back, b gone), or the second was (b back, a gone).
    expect(left).toHaveLength(1);
  });
});
