// Issue 17 §5 and §6: the CSV import is idempotent (export → import changes nothing, same
// count), a title already in its category and language (compared by charades_normalize) is a
// duplicate that is skipped, the export's ids update in place, formula cells are refused,
// and the errors state the limits. Also: the admin search and the title form match titles as
// a person types them, and the database's charades_normalize agrees with its JS twin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { normalizeTitle } from '../../shared/src/title-search.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { auditLog, profiles, titles } from '../../server/src/db/schema/index.ts';
import { firstRow } from './helpers/rows.ts';
import type { Language } from '@charades/shared/languages';

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  // Posters on example.com are allowed (IMAGE_HOSTS); others are refused.
  t = await startTestApp({ env: { IMAGE_HOSTS: 'https://example.com' } });
  admin = new HttpClient(t.baseUrl);
  const { user } = await admin.signUp(uniqueEmail('import-admin'));
  await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const uid = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}`;
const csvPost = (csv: string, dryRun = false) =>
  admin.request('POST', `/api/admin/titles/import${dryRun ? '?dryRun=true' : ''}`, csv, { 'content-type': 'text/csv' });
const exportCsv = async (categoryId: string) =>
  (await admin.request('GET', `/api/admin/titles/export?categoryId=${categoryId}`)).body as string;

async function newCategory(language: Language = 'en') {
  const res = await admin.request('POST', '/api/admin/categories', { title: uid('Cat'), internalId: uid('cat'), language });
  expect(res.status).toBe(200);
  return res.body as { id: string; internalId: string };
}
async function newTitle(categoryId: string, title: string, language: Language = 'en') {
  const res = await admin.request('POST', '/api/admin/titles', { title, language, categoryId });
  expect(res.status).toBe(200);
  return res.body as { id: string; title: string };
}
async function titleCount() {
  return firstRow(await t.db.select({ n: count() }).from(titles), 'count').n;
}
async function auditCount() {
  return firstRow(await t.db.select({ n: count() }).from(auditLog), 'count').n;
}
async function titlesOf(categoryId: string) {
  return (await t.db.select().from(titles).where(eq(titles.categoryId, categoryId))).map((r) => r.title).sort();
}

describe('export → import', () => {
  it('changes nothing and keeps the count: every row is unchanged, no audit row', async () => {
    const en = await newCategory();
    const ar = await newCategory('ar');
    await newTitle(en.id, 'The Godfather');
    await newTitle(en.id, '=SUM(A1) is a title');
    await newTitle(en.id, "'=already quoted");
    await newTitle(ar.id, 'العرّاب', 'ar');
    const enFile = await exportCsv(en.id);
    // One file of both categories: the second export without its header line.
    const file = enFile + (await exportCsv(ar.id)).replace(/^\uFEFF?[^\r]*\r\n/, '');
    const [titlesBefore, auditBefore] = [await titleCount(), await auditCount()];

    for (const dryRun of [true, false]) {
      const res = await csvPost(file, dryRun);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dryRun, imported: 0, totals: { created: 0, updated: 0, unchanged: 4, duplicates: 0, errors: 0 } });
    }
    expect(await titleCount()).toBe(titlesBefore);
    expect(await auditCount()).toBe(auditBefore);
    expect(await titlesOf(en.id)).toEqual(["'=already quoted", '=SUM(A1) is a title', 'The Godfather'].sort());
    // And the export after the import is the same file.
    expect(await exportCsv(en.id)).toBe(enFile);
  });

  it('reports a title already in its category as a duplicate and skips it, in the old format too', async () => {
    const cat = await newCategory('ar');
    await newTitle(cat.id, 'الأسد الملك', 'ar');
    await newTitle(cat.id, 'مدرسة المشاغبين', 'ar');
    const before = await titleCount();
    // The old header (no id), other spellings of the same names, and one new title.
    const csv = [
      'title,language,category,posterurl',
      `الاسد  الملك,ar,${cat.internalId},`,
      `مدرسه المُشاغبين,ar,${cat.internalId},`,
      `باب الحارة,ar,${cat.internalId},`,
    ].join('\n');
    const res = await csvPost(csv);
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({ created: 1, updated: 0, unchanged: 0, duplicates: 2, errors: 0 });
    expect(res.body.rows.map((r: { outcome: string; ok: boolean }) => [r.outcome, r.ok])).toEqual([
      ['duplicate', true],
      ['duplicate', true],
      ['created', true],
    ]);
    expect(res.body.rows[0].titleId).toEqual(expect.any(String));
    expect(await titleCount()).toBe(before + 1);
    // Importing the same file again: nothing new.
    const again = await csvPost(csv);
    expect(again.body.totals).toMatchObject({ created: 0, duplicates: 3 });
    expect(await titleCount()).toBe(before + 1);
  });

  it('updates a row with an id in place, and one row per title: a repeated id or name in the file is an error', async () => {
    const cat = await newCategory();
    const other = await newCategory();
    const a = await newTitle(cat.id, uid('Alpha'));
    const b = await newTitle(cat.id, uid('Beta'));
    const auditBefore = await auditCount();
    const ok = await csvPost(
      [
        'id,title,language,category,posterurl',
        `${a.id},${a.title} (1972),en,${cat.internalId},https://example.com/a.jpg`,
        `${b.id},${b.title},en,${other.internalId},`,
      ].join('\r\n'),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.totals).toMatchObject({ updated: 2, created: 0 });
    const rows = await t.db.select().from(titles).where(eq(titles.id, a.id));
    expect(rows[0]).toMatchObject({ title: `${a.title} (1972)`, posterUrl: 'https://example.com/a.jpg', categoryId: cat.id });
    expect(firstRow(await t.db.select().from(titles).where(eq(titles.id, b.id)), 'b').categoryId).toBe(other.id);
    expect(await auditCount()).toBe(auditBefore + 1);

    const twice = await csvPost(
      [
        'id,title,language,category,posterurl',
        `${a.id},X1,en,${cat.internalId},`,
        `${a.id},X2,en,${cat.internalId},`,
        `,Same Name,en,${cat.internalId},`,
        `,same  name,en,${cat.internalId},`,
      ].join('\n'),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.report.rows.map((r: { errors: string[] }) => r.errors)).toEqual([
      [],
      ['import_duplicate_row'],
      [],
      ['import_duplicate_row'],
    ]);
    expect(firstRow(await t.db.select().from(titles).where(eq(titles.id, a.id)), 'a').title).toBe(`${a.title} (1972)`);
  });

  it('creates a row whose id this database does not know (a file from another site), and a re-import skips it', async () => {
    const cat = await newCategory();
    const csv = `id,title,language,category,posterurl\n0f0e0d0c-0b0a-4908-8706-050403020100,${uid('Foreign')},en,${cat.internalId},\n`;
    expect((await csvPost(csv)).body.totals).toMatchObject({ created: 1 });
    expect((await csvPost(csv)).body.totals).toMatchObject({ created: 0, duplicates: 1 });
    expect(await titlesOf(cat.id)).toHaveLength(1);
  });
});

describe('bad files change nothing and say why', () => {
  it.each([
    ['=1+1', 'import_cell_formula'],
    ['+cmd', 'import_cell_formula'],
    ['-2+3', 'import_cell_formula'],
    ['@SUM(A1)', 'import_cell_formula'],
    ['  =HYPERLINK("x")', 'import_cell_formula'],
  ])('refuses the cell %j with %s; its neutralised form imports', async (cell, code) => {
    const cat = await newCategory();
    const before = await titleCount();
    const bad = await csvPost(
      `title,language,category,posterurl\n"${cell.replace(/"/g, '""')}",en,${cat.internalId},\nFine,en,${cat.internalId},\n`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.report.rows[0]).toMatchObject({ outcome: 'error', errors: expect.arrayContaining([code]) });
    expect(await titleCount()).toBe(before);
    // The export writes such a cell with an apostrophe in front: that one imports.
    const good = await csvPost(`title,language,category,posterurl\n"'${cell.trim().replace(/"/g, '""')}",en,${cat.internalId},\n`);
    expect(good.status).toBe(200);
    expect(await titlesOf(cat.id)).toEqual([cell.trim()]);
  });

  it('refuses a formula in any cell, a malformed id, and an unknown category, naming each row', async () => {
    const cat = await newCategory();
    const res = await csvPost(
      [
        'id,title,language,category,posterurl',
        `,Ok,en,${cat.internalId},=evil()`,
        `not-a-uuid,Two,en,${cat.internalId},`,
        `,Three,en,@${cat.internalId},`,
      ].join('\n'),
    );
    expect(res.status).toBe(400);
    expect(res.body.report.rows.map((r: { errors: string[] }) => r.errors[0])).toEqual([
      'import_cell_formula',
      'title_not_found',
      'import_cell_formula',
    ]);
    expect(await titlesOf(cat.id)).toEqual([]);
  });

  it('states the limits: 5000 rows and 2 MB', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `T${i},en,x,`);
    const many = await csvPost(['title,language,category,posterurl', ...rows].join('\n'));
    expect(many.status).toBe(400);
    expect(many.body.error).toMatchObject({ code: 'csv_too_many_rows', message: expect.stringContaining('5000') });
    const big = await csvPost(`title,language,category,posterurl\n${'x'.repeat(2 * 1024 * 1024)},en,x,`);
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ code: 'payload_too_large', message: expect.stringMatching(/2 MB.*5000/) });
    const header = await csvPost('name,language\nx,en');
    expect(header.body.error.message).toContain('id,title,language,category,posterurl');
  });
});

describe('matching titles as a person types them', () => {
  it('finds Arabic titles whatever the hamza, alef, taa marbuta, yaa, diacritics and tatweel', async () => {
    const cat = await newCategory('ar');
    const tag = uid('s');
    const made = await Promise.all(
      ['الأسد الملك', 'مدرسة المشاغبين', 'على بابا', 'مُحَمَّد رسول الله', 'إبراهيم الأبيض'].map((x) => newTitle(cat.id, `${x} ${tag}`, 'ar')),
    );
    const search = async (q: string) => {
      const res = await admin.request('GET', `/api/admin/titles?categoryId=${cat.id}&search=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return (res.body.items as { id: string }[]).map((i) => i.id);
    };
    expect(await search('الاسد')).toEqual([made[0]!.id]);
    expect(await search('مدرسه')).toEqual([made[1]!.id]);
    expect(await search('علي')).toEqual([made[2]!.id]);
    expect(await search('محمد')).toEqual([made[3]!.id]);
    expect(await search('ابراهيم الـابيض')).toEqual([made[4]!.id]);
    expect(await search('%')).toEqual([]);
    // The category list searches the same way.
    const cats = await admin.request('GET', `/api/admin/categories?search=${encodeURIComponent('افلام')}`);
    expect(cats.status).toBe(200);
  });

  it('refuses a new or edited title already in its category (another spelling) with 409 title_exists', async () => {
    const cat = await newCategory('ar');
    const first = await newTitle(cat.id, 'الأسد الملك', 'ar');
    const second = await newTitle(cat.id, 'العراب', 'ar');
    const before = await auditCount();
    const dup = await admin.request('POST', '/api/admin/titles', { title: 'الاسد  الملك', language: 'ar', categoryId: cat.id });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('title_exists');
    const edit = await admin.request('PATCH', `/api/admin/titles/${second.id}`, {
      title: 'الإسد الملك',
      language: 'ar',
      categoryId: cat.id,
    });
    expect(edit.status).toBe(409);
    // Editing a title keeps its own name free; another category may hold the same name.
    const self = await admin.request('PATCH', `/api/admin/titles/${first.id}`, {
      title: 'الأسد الملك',
      language: 'ar',
      categoryId: cat.id,
      posterUrl: 'https://example.com/l.jpg',
    });
    expect(self.status).toBe(200);
    const elsewhere = await newCategory('ar');
    await newTitle(elsewhere.id, 'الأسد الملك', 'ar');
    expect(await auditCount()).toBe(before + 3);
  });

  it('charades_normalize in the database agrees with normalizeTitle in shared/', async () => {
    const inputs = [
      'أحمد',
      'إبراهيم',
      'آدم',
      'ٱلله',
      'مدرسة',
      'مستشفى',
      'مُحَمَّد',
      'الـعـراب',
      'قُرْآن',
      'سَلامٌ',
      '  The   GODFATHER ',
      'Tab\tand\nnew line',
      'ALIEN³ 2',
      'Crouching Tiger, Hidden Dragon',
      'مسلسل باب الحارة ٢',
      '100% _real_ \\ title',
      '',
    ];
    const rows = await t.db
      .select({ input: sql<string>`v.value`, output: sql<string>`charades_normalize(v.value)` })
      .from(sql`jsonb_array_elements_text(${JSON.stringify(inputs)}::jsonb) with ordinality as v(value, n)`)
      .orderBy(sql`v.n`);
    expect(rows.map((r) => r.output)).toEqual(inputs.map(normalizeTitle));
  });
});

describe('posters on outside hosts (IMAGE_HOSTS)', () => {
  it('refuses a row that would write a poster on a host not listed, and leaves an unchanged one alone', async () => {
    const cat = await newCategory();
    const kept = await newTitle(cat.id, uid('Old poster'));
    // An older title whose poster host is no longer listed (written before the rule).
    await t.db.update(titles).set({ posterUrl: 'https://old-cdn.example.net/p.jpg' }).where(eq(titles.id, kept.id));
    const file = await exportCsv(cat.id);
    const again = await csvPost(file);
    expect(again.status).toBe(200);
    expect(again.body.totals).toMatchObject({ unchanged: 1, errors: 0 });

    const before = await titleCount();
    const bad = await csvPost(
      `title,language,category,posterurl\r\n${uid('New')},en,${cat.internalId},https://elsewhere.example.org/x.png\r\n`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('import_rows_invalid');
    expect(bad.body.report.rows[0].errors).toContain('image_host_not_allowed');
    expect(await titleCount()).toBe(before);

    const own = await csvPost(
      `title,language,category,posterurl\r\n${uid('Own')},en,${cat.internalId},/api/images/00000000-0000-4000-8000-000000000001\r\n`,
    );
    expect(own.status).toBe(200);
    expect(own.body.totals.created).toBe(1);
  });
});
