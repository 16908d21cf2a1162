// Every text field and path parameter refuses a NUL, another control character or a lone
// surrogate with a 4xx and a code, over real HTTP and a real socket, against a real server
// process, whose logs must never hold the e-mail or password that was sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { connectRedis } from '../../server/src/lib/redis.ts';

let db: TestDatabase | undefined;
let dataDir: string;
let server: ServerProcess;
let env: Record<string, string>;
let user: HttpClient;
let categoryId: string;
const sockets: GameSocket[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-text-'));
  // Real PostgreSQL (a database of its own) when configured; else the embedded one in DATA_DIR.
  if (process.env.DATABASE_URL) db = await createTestDatabase();
  env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    REDIS_PREFIX: `charades-test:text:${randomBytes(4).toString('hex')}:`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_SCALE: '100',
    ...(db?.url ? { DATABASE_URL: db.url } : { DATABASE_URL: '' }),
  };
  server = await startServerProcess(env);
  user = new HttpClient(server.url);
  await user.signUp(uniqueEmail('text'));
  categoryId = (await user.get('/api/categories?language=ar')).body[0].id;
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.kill('SIGTERM');
  if (process.env.REDIS_URL && env) {
    const redis = await connectRedis(process.env.REDIS_URL);
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${env.REDIS_PREFIX}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length) await redis.del(keys);
    await redis.close();
  }
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const BAD = [
  ['NUL', '\u0000'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udfff'],
  ['BEL', '\u0007'],
  ['DEL', '\u007f'],
  ['a C1 control', '\u0085'],
] as const;

// Sent e-mails and passwords carry this, so the logs can be searched for them afterwards.
const MARK = `mark${randomBytes(4).toString('hex')}`;
const email = (bad: string) => `${MARK}.${bad}x@example.com`;
const password = (bad: string) => `${MARK}-pw${bad}123`;

const BODY_FIELDS: [string, string, (bad: string) => Record<string, unknown>, boolean?][] = [
  ['POST /api/auth/signup email', '/api/auth/signup', (b) => ({ email: email(b), password: password('') })],
  ['POST /api/auth/signup password', '/api/auth/signup', (b) => ({ email: uniqueEmail(MARK), password: password(b) })],
  [
    'POST /api/auth/signup confirmPassword',
    '/api/auth/signup',
    (b) => ({ email: uniqueEmail(MARK), password: password(''), confirmPassword: password(b) }),
  ],
  ['POST /api/auth/signin email', '/api/auth/signin', (b) => ({ email: email(b), password: password('') })],
  ['POST /api/auth/signin password', '/api/auth/signin', (b) => ({ email: uniqueEmail(MARK), password: password(b) })],
  ['POST /api/auth/recover email', '/api/auth/recover', (b) => ({ email: email(b) })],
  ['POST /api/auth/resend email', '/api/auth/resend', (b) => ({ email: email(b) })],
  ['POST /api/auth/reset token', '/api/auth/reset', (b) => ({ token: `tok${b}en`, password: password('') })],
  ['POST /api/auth/reset password', '/api/auth/reset', (b) => ({ token: 'some-token-value', password: password(b) })],
  ['POST /api/auth/confirm token', '/api/auth/confirm', (b) => ({ token: `tok${b}en` })],
  ['POST /api/games teamA', '/api/games', (b) => ({ categoryId, teamA: `Team${b}`, teamB: 'B' }), true],
  ['POST /api/games teamB', '/api/games', (b) => ({ categoryId, teamA: 'A', teamB: `${b}Team` }), true],
];

describe('text fields in request bodies', () => {
  for (const [label, url, body, signedIn] of BODY_FIELDS) {
    it.each(BAD)(`${label} with %s answers 400 text_invalid`, async (_name, bad) => {
      const client = signedIn ? user : new HttpClient(server.url);
      const res = await client.post(url, body(bad));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'text_invalid', message: expect.any(String) });
    });
  }
});

describe('path parameters', () => {
  it.each([
    ['/api/share/%00'],
    ['/api/share/abcdefgh%00'],
    ['/api/share/abcdefgh%07'],
    ['/api/reveal/abcdefgh%00'],
    ['/api/reveal/abcdefgh%C2%85'],
  ])('GET %s answers 400 text_invalid', async (url) => {
    const res = await new HttpClient(server.url).get(url);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'text_invalid', message: expect.any(String) });
  });

  it.each([['/api/games/%00'], ['/api/games/%00/replay']])('%s answers 4xx with a code', async (url) => {
    const res = await user.request(url.endsWith('replay') ? 'POST' : 'GET', url, url.endsWith('replay') ? {} : undefined);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.code).toBe('game_not_found');
  });
});

describe('team names', () => {
  it.each([
    ['a zero-width space', '\u200b'],
    ['zero-width joiners and spaces', ' \u200c\u200d\u200b '],
    ['no-break and em spaces', '\u00a0\u2003'],
    ['direction marks', '\u200e\u200f'],
    ['a byte-order mark', '\ufeff'],
    ['the Hangul filler', '\u3164'],
    ['a blank Braille pattern', '\u2800'],
  ])('a name of only %s answers 400 team_name_required and takes no token', async (_name, invisible) => {
    const before = (await user.get('/api/me')).body.tokens;
    for (const body of [
      { teamA: invisible, teamB: 'B' },
      { teamA: 'A', teamB: invisible },
    ]) {
      const res = await user.post('/api/games', { categoryId, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('team_name_required');
    }
    expect((await user.get('/api/me')).body.tokens).toBe(before);
  });

  it('trims spaces and format characters at both ends of a name', async () => {
    const res = await user.post('/api/games', { categoryId, teamA: '\u200b\u00a0 الصقور \u200f', teamB: '\ufeffOwls\u200b' });
    expect(res.status).toBe(201);
    expect(res.body.teams.A.name).toBe('الصقور');
    expect(res.body.teams.B.name).toBe('Owls');
  });
});

describe('socket messages', () => {
  it.each(BAD)('game:join and game:command with %s are refused with command_invalid', async (_name, bad) => {
    const s = new GameSocket(server.url, user.accessToken);
    sockets.push(s);
    await s.connected();
    for (const payload of [
      { revealCode: `abcdefgh${bad}` },
      { shareId: `abcdefgh${bad}` },
      { shareId: `${bad}abcdefghij` },
      { gameId: `${bad}` },
    ]) {
      const ack = await s.join(payload);
      expect(ack, JSON.stringify(payload)).toMatchObject({ ok: false, error: { code: 'command_invalid' } });
    }
    const game = await user.post('/api/games', { categoryId, teamA: 'A', teamB: 'B' });
    const gameId = game.status === 201 ? game.body.gameId : '00000000-0000-4000-8000-000000000000';
    const ack = await s.command(gameId, { type: 'REVEAL' }, `seq${bad}`);
    expect(ack).toMatchObject({ ok: false, error: { code: 'command_invalid' } });
  });
});

describe('logs', () => {
  it('hold no 500 and never the e-mails or passwords that were sent', () => {
    const out = server.output();
    expect(out).not.toContain('unhandled error');
    expect(out).not.toContain('"statusCode":500');
    expect(out).not.toContain(MARK);
  });
});
