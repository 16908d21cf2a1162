// The durable writes of live games, batched (group commit): many games ending turns at the
// same moment are all recorded, and the batched statements keep one row per game and per
// played title, on the configured database (PostgreSQL or PGlite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { applyEvent } from '@charades/shared/game/engine';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { GameSocket } from './helpers/game-client.ts';
import { gameSessions, profiles, userPlayedTitles } from '../../server/src/db/schema/index.ts';
import { persistGames } from '../../server/src/services/games/persist-games.ts';
import { markTitlesPlayed } from '../../server/src/services/games/mark-titles-played.ts';

let t: TestApp;
let categoryId: string;
const sockets: GameSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  categoryId = (await new HttpClient(t.baseUrl).get('/api/categories?language=en')).body[0].id;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

async function playerWithGames(n: number) {
  const c = new HttpClient(t.baseUrl);
  const { user } = await c.signUp(uniqueEmail('batch'));
  await t.db.update(profiles).set({ tokens: n }).where(eq(profiles.id, user.id));
  const games: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await c.post('/api/games', { categoryId, teamA: 'Owls', teamB: 'Foxes', sharedMode: false });
    expect(res.status).toBe(201);
    games.push(res.body.gameId);
  }
  const host = new GameSocket(t.baseUrl, c.accessToken);
  sockets.push(host);
  await host.connected();
  for (const id of games) expect((await host.join({ gameId: id })).ok).toBe(true);
  return { userId: user.id as string, games, host };
}

describe('durable writes of live games', () => {
  it('records every one of 20 games ending a turn at the same moment, and every title shown', async () => {
    const { userId, games, host } = await playerWithGames(20);
    const all = async (type: string) => {
      const acks = await Promise.all(games.map((id) => host.command(id, { type })));
      expect(acks.every((a) => a.ok)).toBe(true);
    };
    await all('REVEAL');
    await all('READY');
    await all('START_TIMER');
    await all('CORRECT');
    // The ack of a turn-ending command means its durable record is written.
    const rows = await t.db.select().from(gameSessions).where(inArray(gameSessions.id, games));
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'in_progress', correctAnswers: 1, currentMovieIndex: 1 });
      expect(row.roundData).toMatchObject({ teamA: { score: 1 }, currentTeam: 'B', turnsPlayed: 1 });
    }
    const shown = new Set(rows.map((r) => firstRow(r.moviesData, `game ${r.id}'s first title`).id));
    const played = await t.db
      .select({ titleId: userPlayedTitles.titleId })
      .from(userPlayedTitles)
      .where(eq(userPlayedTitles.userId, userId));
    expect(new Set(played.map((p) => p.titleId))).toEqual(shown);
  });

  it('keeps the newest version when a batch holds a game twice, and sets ended_at once finished', async () => {
    const { games } = await playerWithGames(2);
    const [a, b] = await Promise.all(games.map((id) => t.app.games.load(id)));
    const older = { ...a!, version: a!.version + 1, state: applyEvent(a!.state, { type: 'REVEAL' })! };
    const newer = {
      ...older,
      version: older.version + 1,
      state: { phase: 'finished' as const, context: { ...older.state.context, winner: null } },
    };
    await persistGames({ db: t.db, records: [newer, older, b!] });
    const rows = new Map((await t.db.select().from(gameSessions).where(inArray(gameSessions.id, games))).map((r) => [r.id, r]));
    expect(rows.get(a!.gameId)).toMatchObject({ status: 'completed', roundData: expect.objectContaining({ version: newer.version }) });
    expect(rows.get(a!.gameId)!.endedAt).toBeInstanceOf(Date);
    expect(rows.get(b!.gameId)).toMatchObject({ status: 'in_progress', endedAt: null });
  });

  it('marks a title once per user even when a batch holds it twice, and a second mark moves played_at on', async () => {
    const { userId, games } = await playerWithGames(1);
    const record = await t.app.games.load(firstRow(games, 'a started game'));
    const title = { userId, titleId: firstRow(record!.titles, "the game's first title").id, categoryId, language: 'en' as const };
    await markTitlesPlayed({ db: t.db, played: [title, title] });
    const first = firstRow(await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.userId, userId)), 'the played title');
    await new Promise((r) => setTimeout(r, 20));
    await markTitlesPlayed({ db: t.db, played: [title] });
    const rows = await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.playedAt.getTime()).toBeGreaterThan(first.playedAt.getTime());
  });
});
