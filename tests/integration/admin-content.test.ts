// The admin area's content (docs/product.md#screens Categories and Titles management) over real HTTP on the
// configured services: CRUD and its form rules, search, filters, sorting and paging, the CSV
// import and export, the audit row of each change, and what players see afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { TITLE_IMPORT_MAX_ROWS } from '../../shared/src/schemas/admin.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { GameSocket } from './helpers/game-client.ts';
import { auditLog, gameSessions, profiles, titles, userPlayedTitles } from '../../server/src/db/schema/index.ts';
import type { Language } from '@charades/shared/languages';

let t: TestApp;
let admin: HttpClient;
let adminUser: { id: string; email: string };
const sockets: GameSocket[] = [];
const UA = 'admin-content-test/1.0';
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  // The outside image hosts these tests' URLs name (issue 17: others are refused; admin-images.test.ts).
  t = await startTestApp({ env: { IMAGE_HOSTS: 'https://example.com,https://img.example.com' } });
  admin = new HttpClient(t.baseUrl);
  const email = uniqueEmail('content-admin');
  const { user } = await admin.signUp(email);
  adminUser = { id: user.id, email };
  await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

let n = 0;
const uid = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}`;

const send = (method: string, path: string, body?: unknown) => admin.request(method, path, body, { 'user-agent': UA });
const csvPost = (csv: string, dryRun = false) =>
  admin.request('POST', `/api/admin/titles/import${dryRun ? '?dryRun=true' : ''}`, csv, { 'content-type': 'text/csv', 'user-agent': UA });

async function newCategory(over: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/admin/categories', { title: uid('Cat'), internalId: uid('cat'), language: 'en', ...over });
  expect(res.status).toBe(200);
  return res.body as { id: string; title: string; internalId: string; language: Language };
}

async function newTitle(categoryId: string, over: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/admin/titles', { title: uid('Title'), language: 'en', categoryId, ...over });
  expect(res.status).toBe(200);
  return res.body as { id: string; title: string };
}

async function lastAudit(action: string) {
  return firstRow(
    await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt)).limit(1),
    `an audit row ${action}`,
  );
}

async function auditCount() {
  return (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
}

describe('categories', () => {
  it('creates, lists, updates and deletes a category, each with an audit row of who, where and what', async () => {
    const internalId = uid('movies');
    const created = await send('POST', '/api/admin/categories', {
      title: '  Classic Movies  ',
      internalId,
      language: 'en',
      imageUrl: '',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: 'Classic Movies',
      internalId,
      language: 'en',
      imageUrl: null,
      isActive: true,
      titleCount: 0,
    });
    const id = created.body.id as string;

    const audit = await lastAudit('category_created');
    expect(audit).toMatchObject({
      adminId: adminUser.id,
      adminEmail: adminUser.email,
      userAgent: UA,
      targetType: 'category',
      targetId: id,
      targetLabel: 'Classic Movies',
      details: { after: { title: 'Classic Movies', internalId, language: 'en', imageUrl: null, isActive: true } },
    });
    expect(audit.ip).toMatch(/127\.0\.0\.1/);

    const updated = await send('PATCH', `/api/admin/categories/${id}`, {
      title: 'Old Movies',
      internalId,
      language: 'en',
      imageUrl: 'https://example.com/a.png',
      isActive: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Old Movies', imageUrl: 'https://example.com/a.png', isActive: false });
    expect(await lastAudit('category_updated')).toMatchObject({
      targetId: id,
      details: {
        before: { title: 'Classic Movies', isActive: true, imageUrl: null },
        after: { title: 'Old Movies', isActive: false, imageUrl: 'https://example.com/a.png' },
      },
    });

    const listed = await send('GET', `/api/admin/categories?search=${encodeURIComponent('old movies')}`);
    expect(listed.body.items.map((c: { id: string }) => c.id)).toContain(id);

    const deleted = await send('DELETE', `/api/admin/categories/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect(await lastAudit('category_deleted')).toMatchObject({
      targetId: id,
      targetLabel: 'Old Movies',
      details: { before: { title: 'Old Movies' } },
    });
    expect((await send('DELETE', `/api/admin/categories/${id}`)).body.error.code).toBe('category_not_found');
  });

  it.each([
    [{ title: '   ' }, 'category_title_required'],
    [{ title: 'x'.repeat(101) }, 'text_too_long'],
    [{ internalId: '' }, 'internal_id_required'],
    [{ internalId: 'has space' }, 'internal_id_invalid'],
    [{ language: undefined }, 'language_required'],
    [{ language: 'fr' }, 'language_required'],
    [{ imageUrl: 'not a url' }, 'url_invalid'],
    [{ imageUrl: 'javascript:alert(1)' }, 'url_invalid'],
  ])('refuses %j with 400 %s and writes nothing', async (over, code) => {
    const before = await auditCount();
    const res = await send('POST', '/api/admin/categories', { title: 'Fine', internalId: uid('ok'), language: 'en', ...over });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a taken internal id with 409 internal_id_taken, on create and on edit', async () => {
    const a = await newCategory();
    const b = await newCategory();
    const dup = await send('POST', '/api/admin/categories', { title: 'Dup', internalId: a.internalId, language: 'en' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toEqual({ code: 'internal_id_taken', message: 'A category with this internal ID already exists' });
    const edit = await send('PATCH', `/api/admin/categories/${b.id}`, { title: b.title, internalId: a.internalId, language: 'en' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('internal_id_taken');
  });

  it('answers category_not_found for an unknown or malformed id', async () => {
    const body = { title: 'x', internalId: uid('x'), language: 'en' };
    for (const [method, path] of [
      ['PATCH', `/api/admin/categories/${MISSING}`],
      ['DELETE', `/api/admin/categories/${MISSING}`],
    ] as const) {
      const res = await send(method, path, method === 'PATCH' ? body : undefined);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('category_not_found');
    }
    const bad = await send('PATCH', '/api/admin/categories/not-a-uuid', body);
    expect([400, 404]).toContain(bad.status);
    expect(bad.body.error.code).toBe('category_not_found');
  });

  it('searches case-insensitively with % and _ taken literally, filters by language, sorts and pages', async () => {
    const tag = uid('srch').replace(/-/g, '');
    const made = [
      await newCategory({ title: `${tag} Alpha 100%`, language: 'en' }),
      await newCategory({ title: `${tag} beta`, language: 'en' }),
      await newCategory({ title: `${tag} GAMMA_x`, language: 'ar' }),
    ];
    const q = (s: string) => send('GET', `/api/admin/categories?${s}`).then((r) => r.body);
    expect((await q(`search=${tag.toUpperCase()}`)).total).toBe(3);
    expect((await q(`search=${encodeURIComponent(`${tag} alpha 100%`)}`)).items.map((c: { id: string }) => c.id)).toEqual([made[0]!.id]);
    expect((await q(`search=${encodeURIComponent(`${tag}%beta`)}`)).total).toBe(0);
    expect((await q(`search=${encodeURIComponent(`${tag} gamma_`)}`)).total).toBe(1);
    expect((await q(`search=${encodeURIComponent(`${tag} gamma_x`.replace('_', '-'))}`)).total).toBe(0);
    expect((await q(`search=${tag}&language=ar`)).items.map((c: { id: string }) => c.id)).toEqual([made[2]!.id]);
    const desc = await q(`search=${tag}&sort=title&order=desc`);
    expect(desc.items.map((c: { title: string }) => c.title)).toEqual([`${tag} GAMMA_x`, `${tag} beta`, `${tag} Alpha 100%`]);
    const page2 = await q(`search=${tag}&sort=title&order=asc&pageSize=2&page=2`);
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.items).toHaveLength(1);
    expect((await send('GET', '/api/admin/categories?language=fr')).status).toBe(400);
    expect((await send('GET', '/api/admin/categories?sort=password')).status).toBe(400);
  });

  it('counts titles, and deleting a category leaves its titles with No Category', async () => {
    const cat = await newCategory();
    const one = await newTitle(cat.id);
    await newTitle(cat.id);
    const listed = await send('GET', `/api/admin/categories?search=${encodeURIComponent(cat.title)}`);
    expect(listed.body.items[0]).toMatchObject({ id: cat.id, titleCount: 2 });
    expect(await lastAudit('title_created')).toMatchObject({ targetType: 'title', details: { after: { categoryId: cat.id } } });

    await send('DELETE', `/api/admin/categories/${cat.id}`);
    expect(await lastAudit('category_deleted')).toMatchObject({ targetId: cat.id, details: { titlesLeftWithoutCategory: 2 } });
    const orphan = await send('GET', `/api/admin/titles?categoryId=none&search=${encodeURIComponent(one.title)}`);
    expect(orphan.body).toMatchObject({ total: 1, items: [{ id: one.id, categoryId: null, category: null }] });
  });

  it('shows players a new active category with titles on their next list, and not an inactive one', async () => {
    const active = await newCategory({ title: uid('Visible') });
    const hidden = await newCategory({ title: uid('Hidden'), isActive: false });
    await newTitle(active.id);
    await newTitle(hidden.id);
    const player = new HttpClient(t.baseUrl);
    await player.signUp(uniqueEmail('viewer'));
    const list = (await player.get('/api/categories?language=en')).body as { id: string; titleCount: number }[];
    expect(list.find((c) => c.id === active.id)).toMatchObject({ titleCount: 1 });
    expect(list.find((c) => c.id === hidden.id)).toBeUndefined();
    // An edit shows on the next list.
    await send('PATCH', `/api/admin/categories/${active.id}`, { ...active, title: 'Renamed for players', isActive: true });
    const again = (await player.get('/api/categories?language=en')).body as { id: string; title: string }[];
    expect(again.find((c) => c.id === active.id)?.title).toBe('Renamed for players');
  });
});

describe('titles', () => {
  it('creates, updates and deletes a title with audit rows; deleting removes its played-title rows', async () => {
    const cat = await newCategory();
    const other = await newCategory();
    const created = await send('POST', '/api/admin/titles', {
      title: ' Jaws ',
      posterUrl: 'https://img.example.com/jaws.jpg',
      language: 'en',
      categoryId: cat.id,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: 'Jaws',
      posterUrl: 'https://img.example.com/jaws.jpg',
      language: 'en',
      categoryId: cat.id,
      category: { id: cat.id, title: cat.title, language: 'en' },
    });
    const id = created.body.id as string;

    const updated = await send('PATCH', `/api/admin/titles/${id}`, {
      title: 'Jaws 2',
      posterUrl: '',
      language: 'en',
      categoryId: other.id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Jaws 2', posterUrl: null, category: { id: other.id } });
    expect(await lastAudit('title_updated')).toMatchObject({
      adminId: adminUser.id,
      adminEmail: adminUser.email,
      userAgent: UA,
      targetType: 'title',
      targetId: id,
      targetLabel: 'Jaws 2',
      details: {
        before: { title: 'Jaws', posterUrl: 'https://img.example.com/jaws.jpg', categoryId: cat.id },
        after: { title: 'Jaws 2', posterUrl: null, categoryId: other.id },
      },
    });

    const player = new HttpClient(t.baseUrl);
    const { user } = await player.signUp(uniqueEmail('played'));
    await t.db.insert(userPlayedTitles).values({ userId: user.id, titleId: id, categoryId: other.id, language: 'en' });

    expect((await send('DELETE', `/api/admin/titles/${id}`)).body).toEqual({ ok: true });
    expect(await lastAudit('title_deleted')).toMatchObject({
      targetId: id,
      targetLabel: 'Jaws 2',
      details: { before: { title: 'Jaws 2' } },
    });
    expect(await t.db.select().from(titles).where(eq(titles.id, id))).toEqual([]);
    expect(await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.titleId, id))).toEqual([]);
    const again = await send('DELETE', `/api/admin/titles/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('title_not_found');
  });

  it.each([
    [{ title: '' }, 'title_required'],
    [{ title: '   ' }, 'title_required'],
    [{ title: 'x'.repeat(201) }, 'text_too_long'],
    [{ posterUrl: 'poster.jpg' }, 'url_invalid'],
    [{ posterUrl: 'ftp://example.com/a.jpg' }, 'url_invalid'],
    [{ language: undefined }, 'title_language_required'],
    [{ language: 'de' }, 'title_language_required'],
    [{ categoryId: undefined }, 'title_category_required'],
    [{ categoryId: 'not-a-uuid' }, 'title_category_required'],
  ])('refuses %j with 400 %s and writes nothing', async (over, code) => {
    const cat = await newCategory();
    const before = await auditCount();
    const res = await send('POST', '/api/admin/titles', { title: 'Fine', language: 'en', categoryId: cat.id, ...over });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(await auditCount()).toBe(before);
  });

  it('refuses an unknown category, a category of the other language, and unknown or malformed title ids', async () => {
    const ar = await newCategory({ language: 'ar' });
    const missing = await send('POST', '/api/admin/titles', { title: 'x', language: 'en', categoryId: MISSING });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('category_not_found');
    const mismatch = await send('POST', '/api/admin/titles', { title: 'x', language: 'en', categoryId: ar.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe('import_language_mismatch');
    const body = { title: 'x', language: 'ar', categoryId: ar.id };
    const unknown = await send('PATCH', `/api/admin/titles/${MISSING}`, body);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('title_not_found');
    const bad = await send('PATCH', '/api/admin/titles/42', body);
    expect([400, 404]).toContain(bad.status);
    expect(bad.body.error.code).toBe('title_not_found');
  });

  it('searches, filters by language and category (or none), sorts by category and pages', async () => {
    const tag = uid('tsrch').replace(/-/g, '');
    const zeta = await newCategory({ title: `Zeta ${tag}` });
    const alpha = await newCategory({ title: `Alpha ${tag}` });
    const arCat = await newCategory({ title: `Arabic ${tag}`, language: 'ar' });
    await newTitle(zeta.id, { title: `${tag} one` });
    await newTitle(alpha.id, { title: `${tag} TWO 50%` });
    await newTitle(arCat.id, { title: `${tag} ثلاثة`, language: 'ar' });
    const loose = await newTitle(alpha.id, { title: `${tag} loose` });
    await send('DELETE', `/api/admin/categories/${alpha.id}`).then((r) => expect(r.status).toBe(200));
    const q = (s: string) => send('GET', `/api/admin/titles?search=${tag}&${s}`).then((r) => r.body);

    expect((await q('')).total).toBe(4);
    expect((await send('GET', `/api/admin/titles?search=${encodeURIComponent(`${tag} two 50%`)}`)).body.total).toBe(1);
    expect((await send('GET', `/api/admin/titles?search=${encodeURIComponent(`${tag}%one`)}`)).body.total).toBe(0);
    expect((await q('language=ar')).items.map((x: { title: string }) => x.title)).toEqual([`${tag} ثلاثة`]);
    expect((await q(`categoryId=${zeta.id}`)).items.map((x: { title: string }) => x.title)).toEqual([`${tag} one`]);
    const none = await q('categoryId=none&sort=title');
    expect(none.items.map((x: { id: string }) => x.id)).toContain(loose.id);
    expect(none.total).toBe(2);
    const byCategory = await q('sort=category&order=asc');
    expect(byCategory.items.map((x: { category: { title: string } | null }) => x.category?.title ?? null)).toEqual([
      `Arabic ${tag}`,
      `Zeta ${tag}`,
      null,
      null,
    ]);
    const byCategoryDesc = await q('sort=category&order=desc');
    expect(byCategoryDesc.items.map((x: { category: { title: string } | null }) => x.category?.title ?? null)).toEqual([
      `Zeta ${tag}`,
      `Arabic ${tag}`,
      null,
      null,
    ]);
    const page = await q('sort=title&pageSize=3&page=2');
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(1);
    expect((await send('GET', '/api/admin/titles?categoryId=nope')).status).toBe(400);
    expect((await send('GET', '/api/admin/titles?pageSize=1000')).status).toBe(400);
  });
});

describe('CSV import', () => {
  const HEADER = 'title,language,category,posterurl';

  it('imports a good file in one go with one audit row; a dry run writes nothing', async () => {
    const en = await newCategory();
    const ar = await newCategory({ language: 'ar' });
    const csv = [
      HEADER,
      `Alien,en,${en.internalId},https://img.example.com/alien.jpg`,
      `Heat,en,${en.internalId},`,
      `الرسالة,ar,${ar.internalId},`,
    ].join('\n');
    const before = await auditCount();

    const dry = await csvPost(csv, true);
    expect(dry.status).toBe(200);
    const created = { ok: true, outcome: 'created', titleId: null, errors: [] };
    expect(dry.body).toEqual({
      dryRun: true,
      imported: 0,
      totals: { created: 3, updated: 0, unchanged: 0, duplicates: 0, errors: 0 },
      rows: [
        { line: 2, title: 'Alien', ...created },
        { line: 3, title: 'Heat', ...created },
        { line: 4, title: 'الرسالة', ...created },
      ],
    });
    expect(
      await t.db
        .select()
        .from(titles)
        .where(inArray(titles.categoryId, [en.id, ar.id])),
    ).toEqual([]);
    expect(await auditCount()).toBe(before);

    const real = await csvPost(csv);
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ dryRun: false, imported: 3, totals: { created: 3 } });
    const rows = await t.db
      .select()
      .from(titles)
      .where(inArray(titles.categoryId, [en.id, ar.id]));
    expect(rows.map((r) => r.title).sort()).toEqual(['Alien', 'Heat', 'الرسالة'].sort());
    expect(rows.find((r) => r.title === 'Alien')?.posterUrl).toBe('https://img.example.com/alien.jpg');
    expect(rows.find((r) => r.title === 'Heat')?.posterUrl).toBeNull();
    expect(await auditCount()).toBe(before + 1);
    const audit = await lastAudit('titles_imported');
    expect(audit).toMatchObject({
      adminId: adminUser.id,
      adminEmail: adminUser.email,
      userAgent: UA,
      targetType: 'title',
      details: { count: 3, created: 3, updated: 0 },
    });
    expect(new Set(audit.details?.categoryIds as string[])).toEqual(new Set([en.id, ar.id]));
  });

  it('reads a BOM, CRLF line ends, quoted commas, quotes and line breaks, and any header case', async () => {
    const cat = await newCategory();
    const csv = `\uFEFFTitle,Language,Category,PosterURL\r\n"Crouching Tiger, Hidden Dragon",en,${cat.internalId},\r\n"The ""Best"" Movie",en,${cat.internalId},"https://example.com/p.jpg"\r\n"Say ""Hi"", Bob",en,${cat.internalId},\r\n`;
    const res = await csvPost(csv);
    expect(res.body).toMatchObject({ imported: 3 });
    expect(res.body.rows.map((r: { line: number; title: string }) => [r.line, r.title])).toEqual([
      [2, 'Crouching Tiger, Hidden Dragon'],
      [3, 'The "Best" Movie'],
      [4, 'Say "Hi", Bob'],
    ]);
    // A quoted line break is read as part of its field (and refused in a title); the next
    // record's line number counts it.
    const multi = await csvPost(
      `title,language,category,posterurl\n"Two\r\nLines",en,${cat.internalId},\nAfter,en,${cat.internalId},\n`,
      true,
    );
    expect(multi.body.report.rows).toEqual([
      { line: 2, title: 'Two\r\nLines', ok: false, outcome: 'error', titleId: null, errors: ['text_invalid'] },
      { line: 4, title: 'After', ok: true, outcome: 'created', titleId: null, errors: [] },
    ]);
  });

  it('imports nothing when one row is bad, and reports each bad row by line and code', async () => {
    const en = await newCategory();
    const ar = await newCategory({ language: 'ar' });
    const csv = [
      HEADER,
      `Good One,en,${en.internalId},`,
      `,en,${en.internalId},`,
      `Bad Poster,en,${en.internalId},not-a-url`,
      `Nowhere,en,no-such-category-${Date.now()},`,
      `Mismatch,en,${ar.internalId},`,
      `good one,en,${en.internalId},`,
      `No Category,en,,`,
      `Bad Language,xx,${en.internalId},`,
      `Too,many,columns,here,yes`,
    ].join('\n');
    const before = await auditCount();
    const res = await csvPost(csv);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'import_rows_invalid', message: 'Some rows are not valid; nothing was imported' });
    const byLine = Object.fromEntries(res.body.report.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors]));
    expect(byLine).toEqual({
      2: [],
      3: ['title_required'],
      4: ['url_invalid'],
      5: ['import_category_unknown'],
      6: ['import_language_mismatch'],
      7: ['import_duplicate_row'],
      8: ['title_category_required'],
      9: ['title_language_required'],
      // Five cells: reported, and its first four checked as any row's.
      10: expect.arrayContaining(['import_row_columns', 'title_language_required', 'import_category_unknown', 'url_invalid']),
    });
    expect(res.body.report).toMatchObject({ dryRun: false, imported: 0 });
    // A good row says what it would have done; nothing was written, so it names no id.
    expect(res.body.report.rows[0]).toEqual({ line: 2, title: 'Good One', ok: true, outcome: 'created', titleId: null, errors: [] });
    expect(res.body.report.totals).toEqual({ created: 1, updated: 0, unchanged: 0, duplicates: 0, errors: 8 });
    expect(
      await t.db
        .select()
        .from(titles)
        .where(inArray(titles.categoryId, [en.id, ar.id])),
    ).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it.each([
    ['an empty body', '', 'csv_empty'],
    ['only the header', 'title,language,category,posterurl\r\n', 'csv_empty'],
    ['a wrong header', 'name,language,category,posterurl\nx,en,y,', 'csv_header_invalid'],
    ['a missing column in the header', 'title,language,category\nx,en,y', 'csv_header_invalid'],
    ['an unclosed quote', 'title,language,category,posterurl\n"x,en,y,', 'csv_invalid'],
  ])('refuses %s with 400 %s', async (_name, csv, code) => {
    const res = await csvPost(csv);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
  });

  it('refuses more rows than TITLE_IMPORT_MAX_ROWS before reading any category', async () => {
    const rows = Array.from({ length: TITLE_IMPORT_MAX_ROWS + 1 }, (_, i) => `T${i},en,x,`);
    const res = await csvPost([HEADER, ...rows].join('\n'));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('csv_too_many_rows');
  });

  it('refuses a body over the limit with payload_too_large, and a JSON body with 400', async () => {
    const big = await csvPost(`${HEADER}\n${'x'.repeat(2 * 1024 * 1024 + 10)},en,x,`);
    expect(big.status).toBe(413);
    const json = await send('POST', '/api/admin/titles/import', { csv: 'x' });
    expect(json.status).toBe(400);
  });
});

describe('CSV export', () => {
  it('exports the filtered list with ids as an attachment that re-imports (dry run) unchanged', async () => {
    const cat = await newCategory();
    const tag = uid('exp');
    const plain = await newTitle(cat.id, { title: `${tag} plain`, posterUrl: 'https://example.com/x.jpg' });
    await newTitle(cat.id, { title: `=HYPERLINK("http://evil") ${tag}` });
    await newTitle(cat.id, { title: `-minus, with comma ${tag}` });
    await newTitle(cat.id, { title: `@at "quoted" ${tag}` });
    const res = await admin.request('GET', `/api/admin/titles/export?categoryId=${cat.id}&sort=title`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="titles.csv"');
    const text = res.body as string;
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,title,language,category,posterurl');
    expect(lines).toHaveLength(6);
    // No cell starts with a formula character: each such cell is prefixed with an apostrophe.
    expect(text).toContain(`"'=HYPERLINK(""http://evil"") ${tag}",en,${cat.internalId},`);
    expect(text).toContain(`"'-minus, with comma ${tag}",en,`);
    expect(text).toContain(`"'@at ""quoted"" ${tag}",en,`);
    expect(text).toContain(`${plain.id},${tag} plain,en,${cat.internalId},https://example.com/x.jpg`);

    const dry = await csvPost(text, true);
    expect(dry.status).toBe(200);
    expect(dry.body.rows.every((r: { outcome: string }) => r.outcome === 'unchanged')).toBe(true);
    expect(dry.body.rows.map((r: { title: string }) => r.title).sort()).toEqual(
      [`${tag} plain`, `=HYPERLINK("http://evil") ${tag}`, `-minus, with comma ${tag}`, `@at "quoted" ${tag}`].sort(),
    );
    // The export is not a change: no audit row.
    const filtered = await admin.request(
      'GET',
      `/api/admin/titles/export?categoryId=${cat.id}&search=${encodeURIComponent(`${tag} plain`)}`,
    );
    expect((filtered.body as string).trim().split('\r\n')).toHaveLength(2);
  });
});

describe('a running game', () => {
  it('keeps working after an admin edits and deletes its titles', async () => {
    const cat = await newCategory({ language: 'ar' });
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await newTitle(cat.id, { title: `عنوان ${uid('x')}`, language: 'ar' }));
    const player = new HttpClient(t.baseUrl);
    const { user } = await player.signUp(uniqueEmail('mid-game'));
    const started = await player.post('/api/games', { categoryId: cat.id, teamA: 'A', teamB: 'B', sharedMode: false });
    expect(started.status).toBe(201);
    const gameId = started.body.gameId as string;
    const host = new GameSocket(t.baseUrl, player.accessToken);
    sockets.push(host);
    await host.connected();
    expect((await host.join({ gameId })).ok).toBe(true);

    // The admin renames one title and deletes the other two while the game runs.
    const [first, ...rest] = made;
    await send('PATCH', `/api/admin/titles/${first!.id}`, { title: 'اسم جديد', language: 'ar', categoryId: cat.id }).then((r) =>
      expect(r.status).toBe(200),
    );
    for (const m of rest) expect((await send('DELETE', `/api/admin/titles/${m.id}`)).status).toBe(200);

    const shown: string[] = [];
    for (let turn = 1; turn <= 3; turn++) {
      const reveal = await host.command(gameId, { type: 'REVEAL' });
      expect(reveal.ok).toBe(true);
      const revealed = await host.waitFor((m) => m.version === reveal.version);
      shown.push(revealed.view.currentTitle.title);
      expect((await host.command(gameId, { type: 'READY' })).ok).toBe(true);
      expect((await host.command(gameId, { type: 'START_TIMER' })).ok).toBe(true);
      expect((await host.command(gameId, { type: 'CORRECT' })).ok).toBe(true);
    }
    // The game plays its own copies: the titles as they were when it started.
    expect(new Set(shown)).toEqual(new Set(made.map((m) => m.title)));
    const session = firstRow(await t.db.select().from(gameSessions).where(eq(gameSessions.id, gameId)), 'the game');
    expect(session.moviesData).toHaveLength(3);
    expect(session.status).toBe('completed');
    // The title that still exists is remembered as played; the deleted ones are not (nor do they fail it).
    await expect
      .poll(async () =>
        (
          await t.db
            .select()
            .from(userPlayedTitles)
            .where(and(eq(userPlayedTitles.userId, user.id)))
        ).map((r) => r.titleId),
      )
      .toEqual([first!.id]);
    // A replay plays the same copies again, deleted titles included.
    expect((await player.post(`/api/games/${gameId}/replay`)).status).toBe(200);
    const replay = await player.post('/api/games', { categoryId: cat.id, replayOf: gameId, teamA: 'A', teamB: 'B', sharedMode: false });
    expect(replay.status).toBe(201);
    expect(replay.body.totalTurns).toBe(3);
  });
});
