// The right content for the room (issue 31 §2 and §3): picture categories deal picture cards
// (the acting phone gets the picture, a TV never the current one); audiences, and "Family
// only" remembered per account; featured windows, tested at their first and last Kuwait days;
// and the admin's category form for all of it, with its refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_TIME_ZONE } from '../../shared/src/admin-rules.ts';
import { auditLog, categories, profiles } from '../../server/src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { account, type Account } from './helpers/accounts.ts';
import { GameSocket } from './helpers/game-client.ts';
import { firstRow } from './helpers/rows.ts';

let t: TestApp;
let admin: Account;
const sockets: GameSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  admin = await account(t, 'content-admin', 'admin');
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

/** A Kuwait calendar day `offset` days from today, as YYYY-MM-DD. */
function kuwaitDay(offset = 0): string {
  const at = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

async function categoryByInternalId(internalId: string) {
  return firstRow(await t.db.select().from(categories).where(eq(categories.internalId, internalId)), internalId);
}

const categoryBody = (c: typeof categories.$inferSelect, over: Record<string, unknown>) => ({
  title: c.title,
  internalId: c.internalId,
  language: c.language,
  imageUrl: c.imageUrl ?? '',
  isActive: c.isActive,
  kind: c.kind,
  audience: c.audience,
  featuredFrom: c.featuredFrom,
  featuredUntil: c.featuredUntil,
  ...over,
});

describe('picture cards', () => {
  it('a picture category deals its pictures to the acting phone, and the TV sees none of the current turn', async () => {
    const player = await account(t, 'pictures-player');
    const animals = await categoryByInternalId('pictures-animals-en');
    const started = await player.c.post('/api/games', { categoryId: animals.id, teamA: 'Cats', teamB: 'Dogs' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ cardKind: 'pictures', currentTitle: null });
    const host = new GameSocket(t.baseUrl, player.c.accessToken);
    sockets.push(host);
    await host.connected();
    await host.join({ gameId: started.body.gameId });
    const reveal = await host.command(started.body.gameId, { type: 'REVEAL' });
    const shown = (await host.waitFor((m) => m.version === reveal.version)).view;
    expect(shown.cardKind).toBe('pictures');
    expect(shown.currentTitle.posterUrl).toMatch(/^\/api\/pictures\/[0-9a-f-]+\.svg$/);
    expect((await fetch(`${t.baseUrl}${shown.currentTitle.posterUrl}`)).status).toBe(200);

    // The same game on the TV (shared mode): its view never carries the current picture.
    expect((await host.command(started.body.gameId, { type: 'READY' })).ok).toBe(true);
    const shared = await host.command(started.body.gameId, { type: 'SET_SHARED_MODE', enabled: true });
    const tv = (await host.waitFor((m) => m.version === shared.version)).view;
    expect(tv.currentTitle).toBeNull();
    expect(JSON.stringify(tv)).not.toContain(shown.currentTitle.posterUrl);
  });

  it('a title game is not one', async () => {
    const player = await account(t, 'titles-player');
    const films = await categoryByInternalId('en-hollywood-blockbusters');
    expect((await player.c.post('/api/games', { categoryId: films.id, teamA: 'A', teamB: 'B' })).body.cardKind).toBe('titles');
  });
});

describe('Family only', () => {
  it('is on for a new account, remembered when turned off, and refused when the body says nothing', async () => {
    const player = await account(t, 'family-only');
    expect((await player.c.get('/api/me')).body.familyOnly).toBe(true);
    const off = await player.c.patch('/api/me', { familyOnly: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ familyOnly: false });
    expect((await player.c.get('/api/me')).body.familyOnly).toBe(false);
    // The language is left as it was.
    expect(off.body.language).toBe((await player.c.get('/api/me')).body.language);
    expect((await player.c.patch('/api/me', {})).status).toBe(400);
    expect((await player.c.patch('/api/me', { familyOnly: 'no' })).status).toBe(400);
    expect(firstRow(await t.db.select().from(profiles).where(eq(profiles.id, player.id)), 'the profile').familyOnly).toBe(false);
  });
});

describe('featured windows, at their edges', () => {
  it('leads the list with a badge from its first to its last Kuwait day, and returns to its place after', async () => {
    const target = await categoryByInternalId('en-sitcoms');
    const list = async () => (await admin.c.get('/api/categories?language=en')).body as { internalId: string; featured: boolean }[];
    const usual = (await list()).map((c) => c.internalId);
    const cases: [string, string, boolean][] = [
      [kuwaitDay(0), kuwaitDay(0), true], // a one-day window, today
      [kuwaitDay(0), kuwaitDay(6), true], // today is its first day
      [kuwaitDay(-6), kuwaitDay(0), true], // today is its last day
      [kuwaitDay(1), kuwaitDay(6), false], // starts tomorrow
      [kuwaitDay(-6), kuwaitDay(-1), false], // ended yesterday
    ];
    for (const [from, until, featured] of cases) {
      const res = await admin.c.patch(
        `/api/admin/categories/${target.id}`,
        categoryBody(target, { featuredFrom: from, featuredUntil: until }),
      );
      expect(res.status, `${from}..${until}`).toBe(200);
      expect(res.body).toMatchObject({ featuredFrom: from, featuredUntil: until });
      const now = await list();
      expect(now[0]!.internalId === 'en-sitcoms', `${from}..${until}`).toBe(featured);
      expect(now.find((c) => c.internalId === 'en-sitcoms')!.featured, `${from}..${until}`).toBe(featured);
      if (!featured) expect(now.map((c) => c.internalId)).toEqual(usual);
    }
    const cleared = await admin.c.patch(
      `/api/admin/categories/${target.id}`,
      categoryBody(target, { featuredFrom: null, featuredUntil: null }),
    );
    expect(cleared.body).toMatchObject({ featuredFrom: null, featuredUntil: null });
    expect((await list()).map((c) => c.internalId)).toEqual(usual);
  });

  it('refuses a window with one end, or ending before it starts, and changes nothing', async () => {
    const target = await categoryByInternalId('en-anime');
    for (const [over, code] of [
      [{ featuredFrom: kuwaitDay(0), featuredUntil: null }, 'date_invalid'],
      [{ featuredFrom: null, featuredUntil: kuwaitDay(0) }, 'date_invalid'],
      [{ featuredFrom: kuwaitDay(2), featuredUntil: kuwaitDay(1) }, 'date_range_invalid'],
      [{ featuredFrom: '2026-02-30', featuredUntil: '2026-03-01' }, 'date_invalid'],
      [{ kind: 'videos' }, 'validation_failed'],
      [{ audience: 'adults' }, 'validation_failed'],
    ] as const) {
      const res = await admin.c.patch(`/api/admin/categories/${target.id}`, categoryBody(target, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.code, JSON.stringify(over)).toBe(code);
    }
    expect(await categoryByInternalId('en-anime')).toEqual(target);
  });

  it('an admin sets the audience and the kind; the audit row shows both before and after', async () => {
    const target = await categoryByInternalId('en-animated-hits');
    const res = await admin.c.patch(`/api/admin/categories/${target.id}`, categoryBody(target, { audience: 'older' }));
    expect(res.body).toMatchObject({ audience: 'older', kind: 'titles' });
    const family = (await admin.c.get('/api/categories?language=en&familyOnly=true')).body as { internalId: string }[];
    expect(family.map((c) => c.internalId)).not.toContain('en-animated-hits');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(row!.details).toMatchObject({ before: { audience: 'family' }, after: { audience: 'older' } });
    await admin.c.patch(`/api/admin/categories/${target.id}`, categoryBody(target, { audience: 'family' }));
  });
});
