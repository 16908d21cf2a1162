// A turn end's durable writes go in one call (issue 18): the game's record and the title its
// player has played. Titles already durable are not sent again; a title or a player deleted
// meanwhile is skipped without losing the game's record; and on PostgreSQL a batch finds
// every row by its key, never by scanning a table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { applyEvent } from '@charades/shared/game/engine';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { gameSessions, profiles, titles, userPlayedTitles } from '../../server/src/db/schema/index.ts';
import { recordTurns, type LiveGame, type PlayedTitle } from '../../server/src/services/games/record-turns.ts';
import type { GameRecord } from '../../server/src/game/record.ts';

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  categoryId = (await new HttpClient(t.baseUrl).get('/api/categories?language=en')).body[0].id;
});
afterAll(async () => {
  await t?.close();
});

async function playerWithGames(n: number): Promise<{ userId: string; records: GameRecord[] }> {
  const c = new HttpClient(t.baseUrl);
  const { user } = await c.signUp(uniqueEmail('turns'));
  await t.db.update(profiles).set({ tokens: n }).where(eq(profiles.id, user.id));
  const records: GameRecord[] = [];
  for (let i = 0; i < n; i++) {
    const res = await c.post('/api/games', { categoryId, teamA: 'Owls', teamB: 'Foxes', sharedMode: false });
    expect(res.status).toBe(201);
    records.push((await t.app.games.load(res.body.gameId))!);
  }
  return { userId: user.id, records };
}

const revealed = (r: GameRecord): LiveGame => ({ ...r, version: r.version + 1, state: applyEvent(r.state, { type: 'REVEAL' })! });
const played = (userId: string, r: GameRecord, i = 0): PlayedTitle => ({
  userId,
  titleId: firstRow(r.titles.slice(i), 'a dealt title').id,
  categoryId,
  language: 'en',
});

describe('recording turn ends', () => {
  it('writes the record and the played title in one call, and leaves durable titles as they are', async () => {
    const { userId, records } = await playerWithGames(2);
    const [a, b] = records as [GameRecord, GameRecord];
    const reordered = { ...revealed(a), titles: [...a.titles].reverse() };
    const kept = { ...revealed(b), titles: [...b.titles].reverse() };
    const written = await recordTurns({
      db: t.db,
      games: [reordered, kept],
      played: [played(userId, a), played(userId, a)],
      titlesDurable: (g) => g === kept,
    });
    expect(written.map((g) => g.gameId).sort()).toEqual([a.gameId, b.gameId].sort());
    const rows = new Map(
      (
        await t.db
          .select()
          .from(gameSessions)
          .where(inArray(gameSessions.id, [a.gameId, b.gameId]))
      ).map((r) => [r.id, r]),
    );
    expect(rows.get(a.gameId)!.moviesData).toEqual(reordered.titles);
    expect(rows.get(a.gameId)!.roundData).toMatchObject({ version: reordered.version });
    // Said to be durable already: the stored order stays (the reversed list was never sent).
    expect(rows.get(b.gameId)!.moviesData).toEqual(b.titles);
    expect(rows.get(b.gameId)!.roundData).toMatchObject({ version: kept.version });
    const marked = await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.userId, userId));
    expect(marked.map((m) => m.titleId)).toEqual([played(userId, a).titleId]);
  });

  it('skips a played title deleted meanwhile and still writes the record and the other titles', async () => {
    const { userId, records } = await playerWithGames(1);
    const game = firstRow(records, 'a game');
    const gone = played(userId, game, 0);
    const kept = played(userId, game, 1);
    await t.db.delete(titles).where(eq(titles.id, gone.titleId));
    await recordTurns({ db: t.db, games: [revealed(game)], played: [gone, kept] });
    const row = firstRow(await t.db.select().from(gameSessions).where(eq(gameSessions.id, game.gameId)), 'the game row');
    expect(row.roundData).toMatchObject({ version: game.version + 1 });
    const marked = await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.userId, userId));
    expect(marked.map((m) => m.titleId)).toEqual([kept.titleId]);
  });

  it.skipIf(!process.env.DATABASE_URL)('on PostgreSQL, a batch of 30 turn ends scans no table', async () => {
    const { userId, records } = await playerWithGames(30);
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    try {
      const db = drizzle(client);
      // The counts of this backend's own scans, flushed to the shared statistics on demand.
      const scans = async () => {
        await client.query('select pg_stat_force_next_flush()');
        await client.query('select 1');
        const { rows } = await client.query<{ relname: string; seq_scan: string }>(
          `select relname, seq_scan from pg_stat_user_tables where relname in ('game_sessions', 'titles', 'users', 'user_played_titles')`,
        );
        return Object.fromEntries(rows.map((r) => [r.relname, Number(r.seq_scan)]));
      };
      const before = await scans();
      await recordTurns({
        db: db as unknown as TestApp['db'],
        games: records.map(revealed),
        played: records.map((r) => played(userId, r)),
      });
      expect(await scans()).toEqual(before);
    } finally {
      await client.end();
    }
    const marked = await t.db.select().from(userPlayedTitles).where(eq(userPlayedTitles.userId, userId));
    expect(marked).toHaveLength(new Set(records.map((r) => played(userId, r).titleId)).size);
  });
});
