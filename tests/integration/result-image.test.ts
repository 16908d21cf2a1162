// "Share the result" (issue 31 §4): GET /api/share/:shareId/image draws a finished game's
// result as a 1080x1350 PNG in the game's language (or ?lang=), over real HTTP, sockets and
// PostgreSQL. Its words are those of renderResultImage for the game's teams, points per round,
// Kuwait day and address (byte for byte: the renderer is deterministic), so no title of the
// game is in it; result-image-svg.test.ts reads those words in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { playTurns } from './helpers/play-turns.ts';
import { gameSessions } from '../../server/src/db/schema/index.ts';
import { renderResultImage } from '../../server/src/services/share-image/render-result-image.ts';

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_URL: 'https://play.example.com' } });
  categoryId = (await new HttpClient(t.baseUrl).get('/api/categories?language=ar')).body[0].id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function image(path: string) {
  const res = await fetch(t.baseUrl + path);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('the result image', () => {
  it("is refused until the game ends, then drawn in the game's language with its teams, rounds, day and address", async () => {
    const c = new HttpClient(t.baseUrl);
    await c.signUp(uniqueEmail('sharer'));
    const started = (await c.post('/api/games', { categoryId, teamA: 'الصقور', teamB: 'اللؤلؤ', sharedMode: false })).body;

    await playTurns(t.baseUrl, c.accessToken!, started.gameId, 'CI');
    const early = await c.get(`/api/share/${started.shareId}/image`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('game_not_finished');

    // A: correct, correct, correct, incorrect; B: incorrect, incorrect, correct, correct.
    await playTurns(t.baseUrl, c.accessToken!, started.gameId, 'CICCIC');
    const { res, bytes } = await image(`/api/share/${started.shareId}/image`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-language')).toBe('ar');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(pngSize(bytes)).toEqual({ width: 1080, height: 1350 });

    const row = firstRow(await t.db.select().from(gameSessions).where(eq(gameSessions.id, started.gameId)), 'the game');
    const expected = {
      teams: { A: 'الصقور', B: 'اللؤلؤ' },
      totals: { A: 3, B: 2 },
      rounds: [
        { A: 1, B: 0 },
        { A: 1, B: 0 },
        { A: 1, B: 1 },
        { A: 0, B: 1 },
      ],
      playedOn: row.createdAt,
      address: 'play.example.com',
    };
    expect(bytes.equals(await renderResultImage({ language: 'ar', ...expected }))).toBe(true);

    const english = await image(`/api/share/${started.shareId}/image?lang=en`);
    expect(english.res.headers.get('content-language')).toBe('en');
    expect(pngSize(english.bytes)).toEqual({ width: 1080, height: 1350 });
    expect(english.bytes.equals(bytes)).toBe(false);
    expect(english.bytes.equals(await renderResultImage({ language: 'en', ...expected }))).toBe(true);

    // Once drawn, an image is kept: asking again (a party's phones) is not counted as drawing.
    for (let i = 0; i < 35; i++) expect((await image(`/api/share/${started.shareId}/image?lang=en`)).res.status).toBe(200);
  });

  it('answers a clear error for an unknown game and a language it does not speak', async () => {
    const anon = new HttpClient(t.baseUrl);
    const unknown = await anon.get('/api/share/AAAAAAAAAAAAAAAA/image');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('game_not_found');
    const c = new HttpClient(t.baseUrl);
    await c.signUp(uniqueEmail('sharer'));
    const started = (await c.post('/api/games', { categoryId, teamA: 'A', teamB: 'B', sharedMode: false })).body;
    const bad = await anon.get(`/api/share/${started.shareId}/image?lang=fr`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts/);
  });
});
