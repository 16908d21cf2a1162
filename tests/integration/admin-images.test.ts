// Uploaded images (issue 17 §5) over real HTTP on the configured database (PostgreSQL or the
// embedded PGlite: the bytes round-trip through both drivers' bytea): the type and the size
// come from the bytes, whatever the upload claims; identical bytes are stored once; the
// public GET serves the very bytes back with caching and a policy that runs nothing; only
// admins upload; a title's or category's outside image URL must be on an IMAGE_HOSTS origin,
// which the content security policy names too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from '../../shared/src/images.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import {
  JPEG_3X2,
  jpegHeadersOnly,
  jpegWithoutScanData,
  makePng,
  pngOfSize,
  webpExtended,
  webpLossless,
  webpLossy,
} from './helpers/image-files.ts';
import { auditLog, categories, images, profiles, titles } from '../../server/src/db/schema/index.ts';

const IMAGE_HOST = 'https://image.tmdb.org';
let t: TestApp;
let admin: HttpClient;
let player: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ env: { IMAGE_HOSTS: `${IMAGE_HOST},http://cdn.test:8080` } });
  admin = new HttpClient(t.baseUrl);
  const { user } = await admin.signUp(uniqueEmail('images-admin'));
  await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
  player = new HttpClient(t.baseUrl);
  await player.signUp(uniqueEmail('images-player'));
});
afterAll(async () => {
  await t?.close();
});

/** POSTs raw bytes the way the admin screen does (the File as the body). */
async function upload(bytes: Uint8Array, contentType: string, as: HttpClient | null = admin) {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (as?.accessToken) headers.authorization = `Bearer ${as.accessToken}`;
  const res = await fetch(`${t.baseUrl}/api/admin/images`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  const body: any = await res.json();
  return { status: res.status, body, headers: res.headers };
}

const imageCount = async () => firstRow(await t.db.select({ n: count() }).from(images), 'the image count').n;
const auditCount = async () => firstRow(await t.db.select({ n: count() }).from(auditLog), 'the audit count').n;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('upload', () => {
  it.each([
    ['a PNG', makePng(4, 5), 'image/png', 4, 5, 'image/png'],
    ['a JPEG', JPEG_3X2, 'image/jpeg', 3, 2, 'image/jpeg'],
    ['a lossy WebP (VP8)', webpLossy(), 'image/webp', 2, 3, 'image/webp'],
    ['a lossless WebP (VP8L)', webpLossless(), 'image/webp', 2, 3, 'image/webp'],
    ['an extended WebP (VP8X)', webpExtended(), 'image/webp', 2, 3, 'image/webp'],
    // The claim is ignored: the bytes say what it is.
    ['a PNG sent as octet-stream', makePng(6, 1, [1, 2, 3]), 'application/octet-stream', 6, 1, 'image/png'],
    ['a JPEG sent as image/png', Buffer.concat([JPEG_3X2.subarray(0, -2), Buffer.from([0xff, 0xd9])]), 'image/png', 3, 2, 'image/jpeg'],
  ])('stores %s, its type and size read from the bytes, served back identical', async (_what, bytes, claimed, width, height, type) => {
    const before = await auditCount();
    const res = await upload(bytes, claimed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/api/images/${res.body.id}`,
      width,
      height,
      contentType: type,
      byteSize: bytes.length,
    });
    const audit = firstRow(await t.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1), 'the upload audit row');
    expect(audit).toMatchObject({ action: 'image_uploaded', targetType: 'image', targetId: res.body.id });
    expect(await auditCount()).toBe(before + 1);

    const served = await fetch(`${t.baseUrl}${res.body.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(`"${sha(bytes)}"`);
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*\bsandbox\b/);
  });

  it('answers 304 to a matching If-None-Match, and a missing or malformed id with 404 image_not_found', async () => {
    const { body } = await upload(makePng(3, 3, [9, 9, 9]), 'image/png');
    const first = await fetch(`${t.baseUrl}${body.url}`);
    const again = await fetch(`${t.baseUrl}${body.url}`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    for (const path of ['/api/images/00000000-0000-4000-8000-000000000000', '/api/images/not-a-uuid']) {
      const res = await fetch(`${t.baseUrl}${path}`);
      expect(res.status).toBe(404);
      const body: any = await res.json();
      expect(body.error.code).toBe('image_not_found');
    }
  });

  it('stores identical bytes once: the second upload answers the same id', async () => {
    const bytes = makePng(7, 7, [40, 50, 60], 3);
    const images0 = await imageCount();
    const a = await upload(bytes, 'image/png');
    const b = await upload(bytes, 'image/png');
    expect(b.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    expect(await imageCount()).toBe(images0 + 1);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, a.body.id));
    expect(rows.map((r) => (r.details as { stored: boolean }).stored).sort()).toEqual([false, true]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'stores identical bytes uploaded at the same moment once (PostgreSQL: PGlite has one connection)',
    async () => {
      const bytes = makePng(9, 4, [70, 80, 90], 5);
      const images0 = await imageCount();
      const answers = await Promise.all(Array.from({ length: 6 }, () => upload(bytes, 'image/png')));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await imageCount()).toBe(images0 + 1);
    },
  );

  it('accepts exactly 2 MB and refuses one byte more with 413 image_too_large, storing nothing', async () => {
    const exact = pngOfSize(MAX_IMAGE_BYTES);
    const ok = await upload(exact, 'image/png');
    expect(ok.status).toBe(200);
    expect(ok.body.byteSize).toBe(MAX_IMAGE_BYTES);

    const images0 = await imageCount();
    const audits0 = await auditCount();
    const over = await upload(pngOfSize(MAX_IMAGE_BYTES + 1), 'image/png');
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('image_too_large');
    expect(await imageCount()).toBe(images0);
    expect(await auditCount()).toBe(audits0);
  });

  const valid = makePng(2, 2);
  const corruptCrc = Buffer.from(valid);
  corruptCrc[20] = 0x7f; // the height changes; IHDR's CRC no longer matches
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0x41)]);
  it.each([
    ['an .exe renamed .png', exe, 'image/png'],
    ['an SVG', svg, 'image/svg+xml'],
    ['an SVG claiming to be a PNG', svg, 'image/png'],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64'), 'image/gif'],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png'],
    ['JSON', Buffer.from('{"url":"https://x.test"}'), 'application/json'],
    ['an empty body', Buffer.alloc(0), 'image/png'],
    ['a PNG signature alone', valid.subarray(0, 8), 'image/png'],
    ['a PNG cut short (no IEND)', valid.subarray(0, valid.length - 12), 'image/png'],
    ['a PNG whose header fails its CRC', corruptCrc, 'image/png'],
    ['a PNG 0 px wide', makePng(0, 3), 'image/png'],
    ['a JPEG with no frame header', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]), 'image/jpeg'],
    // Issue 30 §5: cut short like a PNG without IEND.
    ['a JPEG cut short (no end marker)', JPEG_3X2.subarray(0, JPEG_3X2.length - 40), 'image/jpeg'],
    ['a JPEG missing only its end marker', JPEG_3X2.subarray(0, JPEG_3X2.length - 2), 'image/jpeg'],
    ['a JPEG with its headers and no scan data', jpegWithoutScanData(), 'image/jpeg'],
    ['a JPEG cut before its scan', Buffer.concat([jpegHeadersOnly(), Buffer.from([0xff, 0xd9])]), 'image/jpeg'],
    ['a WebP whose RIFF size lies', Buffer.concat([webpLossy(), Buffer.alloc(40)]), 'image/webp'],
  ])('refuses %s with 415 image_type_invalid, storing nothing', async (_what, bytes, claimed) => {
    const images0 = await imageCount();
    const audits0 = await auditCount();
    const res = await upload(bytes, claimed);
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('image_type_invalid');
    expect(await imageCount()).toBe(images0);
    expect(await auditCount()).toBe(audits0);
  });

  // Issue 32 §5: a real picture too large in pixels is told so, with the limit, not called a bad file.
  it.each([
    ['8001 px wide', makePng(8001, 1), 'image/png'],
    ['8001 px high', makePng(1, 8001), 'image/png'],
  ])('refuses a PNG %s with 400 image_dimensions_too_large naming 8000 px, storing nothing', async (_what, bytes, claimed) => {
    const images0 = await imageCount();
    const audits0 = await auditCount();
    const res = await upload(bytes, claimed);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('image_dimensions_too_large');
    expect(res.body.error.message).toContain(`${MAX_IMAGE_SIDE} pixels`);
    expect(await imageCount()).toBe(images0);
    expect(await auditCount()).toBe(audits0);
  });

  it('accepts a PNG exactly 8000 px wide', async () => {
    const res = await upload(makePng(MAX_IMAGE_SIDE, 1), 'image/png');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: MAX_IMAGE_SIDE, height: 1 });
  });

  it('is for admins only: 401 signed out, 403 for a player; nothing stored', async () => {
    const images0 = await imageCount();
    expect((await upload(makePng(5, 5, [1, 1, 1]), 'image/png', null)).status).toBe(401);
    const asPlayer = await upload(makePng(5, 5, [1, 1, 1]), 'image/png', player);
    expect(asPlayer.status).toBe(403);
    expect(asPlayer.body.error.code).toBe('forbidden');
    expect(await imageCount()).toBe(images0);
  });
});

describe('outside image hosts', () => {
  let n = 0;
  const uid = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}`;
  const newCategory = (imageUrl: unknown) =>
    admin.post('/api/admin/categories', { title: uid('Cat'), internalId: uid('cat'), language: 'en', imageUrl });

  it('names IMAGE_HOSTS in the content security policy img-src', async () => {
    const res = await fetch(`${t.baseUrl}/api/healthz`);
    const imgSrc = res.headers
      .get('content-security-policy')
      ?.split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src'));
    expect(imgSrc).toBe(`img-src 'self' data: ${IMAGE_HOST} http://cdn.test:8080`);
  });

  it('accepts an upload path, a listed host, or none, for a category image and a title poster', async () => {
    const { body: img } = await upload(makePng(8, 8, [3, 3, 3]), 'image/png');
    for (const url of [img.url, `${IMAGE_HOST}/t/p/w500/abc.jpg`, 'http://cdn.test:8080/x.webp', '']) {
      const cat = await newCategory(url);
      expect(cat.status).toBe(200);
      expect(cat.body.imageUrl).toBe(url || null);
      const title = await admin.post('/api/admin/titles', { title: uid('T'), language: 'en', categoryId: cat.body.id, posterUrl: url });
      expect(title.status).toBe(200);
      expect(title.body.posterUrl).toBe(url || null);
    }
  });

  it.each([
    ['a host not listed', 'https://evil.example/cat.png', 'image_host_not_allowed'],
    ['a listed host on another scheme', 'http://image.tmdb.org/t/p/x.jpg', 'image_host_not_allowed'],
    ['a listed host on another port', 'https://image.tmdb.org:8443/x.jpg', 'image_host_not_allowed'],
    ['a look-alike host', 'https://image.tmdb.org.evil.example/x.jpg', 'image_host_not_allowed'],
    ['a path that is not an upload', '/api/images/../admin', 'url_invalid'],
  ])('refuses %s (%s) on create and update with 400, changing nothing', async (_what, url, code) => {
    const audits0 = await auditCount();
    const refused = await newCategory(url);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(code);
    expect(await auditCount()).toBe(audits0);

    const cat = await newCategory(null);
    const title = await admin.post('/api/admin/titles', { title: uid('T'), language: 'en', categoryId: cat.body.id });
    const audits1 = await auditCount();
    const editCat = await admin.patch(`/api/admin/categories/${cat.body.id}`, {
      title: 'Renamed',
      internalId: cat.body.internalId,
      language: 'en',
      imageUrl: url,
    });
    expect([editCat.status, editCat.body.error.code]).toEqual([400, code]);
    const editTitle = await admin.patch(`/api/admin/titles/${title.body.id}`, {
      title: 'Renamed',
      language: 'en',
      categoryId: cat.body.id,
      posterUrl: url,
    });
    expect([editTitle.status, editTitle.body.error.code]).toEqual([400, code]);
    const newTitle = await admin.post('/api/admin/titles', { title: uid('T'), language: 'en', categoryId: cat.body.id, posterUrl: url });
    expect([newTitle.status, newTitle.body.error.code]).toEqual([400, code]);
    expect(await auditCount()).toBe(audits1);
    const [catRow] = await t.db.select().from(categories).where(eq(categories.id, cat.body.id));
    expect(catRow).toMatchObject({ title: cat.body.title, imageUrl: null });
    const [titleRow] = await t.db.select().from(titles).where(eq(titles.id, title.body.id));
    expect(titleRow).toMatchObject({ title: title.body.title, posterUrl: null });
  });
});
