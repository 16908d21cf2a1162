// A family's own decks (issue 31 §1) over real HTTP and sockets: the rules and limits of a
// deck, who may reach it, sharing by code (and a code that dies when sharing is off), copies
// that stay copies, games dealt from a deck that never repeat a played title, reports and the
// staff's hide with its audit row and the owner's e-mail. Every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { DECK_SHARE_CODE_LENGTH } from '../../shared/src/decks/deck-rules.ts';
import { SHORT_CODE_ALPHABET } from '../../shared/src/short-code.ts';
import {
  auditLog,
  deckReports,
  deckTitles,
  decks,
  gameSessions,
  images,
  profiles,
  userPlayedDeckTitles,
} from '../../server/src/db/schema/index.ts';
import { startTestApp, waitForMail, type TestApp } from './helpers/test-app.ts';
import { account, type Account } from './helpers/accounts.ts';
import { HttpClient } from './helpers/http.ts';
import { makePng } from './helpers/image-files.ts';
import { playTurns } from './helpers/play-turns.ts';
import { firstRow } from './helpers/rows.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const titlesOf = (n: number, prefix = 'Title') => Array.from({ length: n }, (_, i) => ({ title: `${prefix} ${i + 1}` }));
const newDeck = (over: Record<string, unknown> = {}) => ({ name: 'Family night', language: 'en', titles: titlesOf(10), ...over });

async function player(tag: string, tokens = 10): Promise<Account> {
  const a = await account(t, tag);
  await t.db.update(profiles).set({ tokens }).where(eq(profiles.id, a.id));
  return a;
}

async function deckCount(userId?: string) {
  const where = userId ? eq(decks.userId, userId) : undefined;
  return firstRow(await t.db.select({ n: count() }).from(decks).where(where), 'a count').n;
}

async function tokensOf(userId: string) {
  return firstRow(await t.db.select({ tokens: profiles.tokens }).from(profiles).where(eq(profiles.id, userId)), 'the profile').tokens;
}

const CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${DECK_SHARE_CODE_LENGTH}}$`);

describe('a deck of my own', () => {
  it('is created with its titles in order, listed, read back and deleted by its owner only', async () => {
    const owner = await player('deck-owner');
    const created = await owner.c.post('/api/decks', newDeck({ name: '  Eid   evening  ', titles: titlesOf(12) }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Eid   evening',
      language: 'en',
      titleCount: 12,
      pictureCount: 0,
      shareCode: null,
      hidden: false,
    });
    expect(created.body.titles.map((x: { title: string }) => x.title)).toEqual(titlesOf(12).map((x) => x.title));
    const id = created.body.id as string;
    expect((await owner.c.get('/api/decks')).body).toEqual([expect.objectContaining({ id, titleCount: 12 })]);
    expect((await owner.c.get(`/api/decks/${id}`)).body.titles).toHaveLength(12);

    // Someone else: not found, whatever they try; signed out: 401.
    const other = await player('deck-other');
    for (const res of [
      await other.c.get(`/api/decks/${id}`),
      await other.c.patch(`/api/decks/${id}`, { name: 'Mine now' }),
      await other.c.request('DELETE', `/api/decks/${id}`),
      await other.c.post(`/api/decks/${id}/share`, { enabled: true }),
      await other.c.get('/api/decks/not-a-uuid'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('deck_not_found');
    }
    expect((await new HttpClient(t.baseUrl).get('/api/decks')).status).toBe(401);
    expect((await owner.c.get(`/api/decks/${id}`)).body.name).toBe('Eid   evening');

    expect((await owner.c.request('DELETE', `/api/decks/${id}`)).body).toEqual({ ok: true });
    expect(await deckCount(owner.id)).toBe(0);
    expect(await t.db.select().from(deckTitles).where(eq(deckTitles.deckId, id))).toEqual([]);
  });

  it('refuses every bad input with its own code and saves nothing', async () => {
    const owner = await player('deck-rules');
    const cases: [Record<string, unknown>, string, string?][] = [
      [newDeck({ name: '' }), 'deck_name_required'],
      [newDeck({ name: '\u200b \u200b' }), 'deck_name_required'],
      [newDeck({ name: 'x'.repeat(41) }), 'deck_name_required'],
      [newDeck({ name: 'bad\u0007name' }), 'text_invalid'],
      [newDeck({ language: 'fr' }), 'language_required'],
      [newDeck({ titles: titlesOf(9) }), 'deck_titles_count'],
      [newDeck({ titles: titlesOf(301) }), 'deck_titles_count'],
      [newDeck({ titles: [...titlesOf(9), { title: 'y'.repeat(61) }] }), 'deck_title_invalid', 'titles.9.title'],
      [newDeck({ titles: [...titlesOf(9), { title: '   ' }] }), 'deck_title_invalid', 'titles.9.title'],
      // The same title after the admin's normalisation: hamza forms, taa marbuta, diacritics.
      [
        newDeck({ language: 'ar', titles: [...titlesOf(8), { title: 'أحمد' }, { title: 'احمد' }] }),
        'deck_title_duplicate',
        'titles.9.title',
      ],
      [
        newDeck({ language: 'ar', titles: [...titlesOf(8), { title: 'مدرسة' }, { title: 'مَدْرَسه' }] }),
        'deck_title_duplicate',
        'titles.9.title',
      ],
      [newDeck({ titles: [...titlesOf(9), { title: 'title 1' }] }), 'deck_title_duplicate', 'titles.9.title'],
      [newDeck({ titles: [...titlesOf(9), { title: 'New', imageId: 'nope' }] }), 'image_not_found'],
    ];
    for (const [body, code, path] of cases) {
      const res = await owner.c.post('/api/decks', body);
      expect(res.status, code).toBe(400);
      expect(res.body.error.code, JSON.stringify(body).slice(0, 80)).toBe(code);
      if (path) expect(res.body.error.issues).toContainEqual({ path, code });
    }
    // An image id that names no image: refused by the server, not dropped.
    const ghost = await owner.c.post('/api/decks', newDeck({ titles: [...titlesOf(9), { title: 'Ghost', imageId: crypto.randomUUID() }] }));
    expect(ghost.status).toBe(404);
    expect(ghost.body.error.code).toBe('image_not_found');
    expect(await deckCount(owner.id)).toBe(0);
  });

  it('keeps names and titles as typed, markup and interpolation included', async () => {
    const owner = await player('deck-text');
    const odd = ['{{team}}', '$t(game.correct)', '<b>bold</b>', '<img src=x onerror=alert(1)>'];
    const res = await owner.c.post(
      '/api/decks',
      newDeck({ name: '{{name}} <i>', titles: [...titlesOf(6), ...odd.map((title) => ({ title }))] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('{{name}} <i>');
    expect(res.body.titles.slice(6).map((x: { title: string }) => x.title)).toEqual(odd);
  });

  it('holds at most 20 decks per account, copies included', async () => {
    const owner = await player('deck-limit');
    for (let i = 0; i < 20; i++) expect((await owner.c.post('/api/decks', newDeck({ name: `Deck ${i}` }))).status).toBe(201);
    const refused = await owner.c.post('/api/decks', newDeck({ name: 'One too many' }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('deck_limit_reached');
    // A copy of someone's shared deck takes a place too.
    const friend = await player('deck-limit-friend');
    const shared = (await friend.c.post('/api/decks', newDeck())).body;
    const code = (await friend.c.post(`/api/decks/${shared.id}/share`, { enabled: true })).body.shareCode;
    expect((await owner.c.post(`/api/decks/shared/${code}/copy`)).body.error.code).toBe('deck_limit_reached');
    expect(await deckCount(owner.id)).toBe(20);
  });

  it('edits keep the rows (and the play history) of titles whose text is unchanged', async () => {
    const owner = await player('deck-edit');
    const created = (await owner.c.post('/api/decks', newDeck())).body;
    const before = new Map<string, string>(created.titles.map((x: { id: string; title: string }) => [x.title, x.id]));
    const titles = [{ title: 'Brand new' }, ...titlesOf(10).slice(1).reverse(), { title: 'TITLE 1' }];
    const res = await owner.c.patch(`/api/decks/${created.id}`, { name: 'Renamed', titles });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Renamed');
    expect(res.body.titles.map((x: { title: string }) => x.title)).toEqual(titles.map((x) => x.title));
    // "Title 2".."Title 10" keep their ids; "TITLE 1" is the same title after normalisation.
    for (const x of res.body.titles.slice(1, 10)) expect(x.id).toBe(before.get(x.title));
    expect(res.body.titles[10].id).toBe(before.get('Title 1'));
    expect(before.has('Brand new')).toBe(false);
    // A bad edit changes nothing.
    const bad = await owner.c.patch(`/api/decks/${created.id}`, { titles: titlesOf(3) });
    expect(bad.body.error.code).toBe('deck_titles_count');
    expect((await owner.c.get(`/api/decks/${created.id}`)).body.titles).toEqual(res.body.titles);
  });
});

describe('sharing a deck by code', () => {
  it('opens it for others while sharing is on; off makes the code dead for good', async () => {
    const owner = await player('deck-share');
    const friend = await player('deck-friend');
    const deck = (await owner.c.post('/api/decks', newDeck({ name: 'Cousins' }))).body;
    const on = await owner.c.post(`/api/decks/${deck.id}/share`, { enabled: true });
    expect(on.body.shareCode).toMatch(CODE);
    const code = on.body.shareCode as string;
    // On again: the same code.
    expect((await owner.c.post(`/api/decks/${deck.id}/share`, { enabled: true })).body.shareCode).toBe(code);
    const opened = await friend.c.get(`/api/decks/shared/${code.toLowerCase()}`);
    expect(opened.body).toEqual({
      id: deck.id,
      name: 'Cousins',
      language: 'en',
      titleCount: 10,
      pictureCount: 0,
      sample: titlesOf(5).map((x) => x.title),
      mine: false,
    });
    expect((await owner.c.get(`/api/decks/shared/${code}`)).body.mine).toBe(true);

    expect((await owner.c.post(`/api/decks/${deck.id}/share`, { enabled: false })).body).toEqual({ shareCode: null });
    for (const path of [`/api/decks/shared/${code}`]) {
      const res = await friend.c.get(path);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('deck_code_invalid');
    }
    expect((await friend.c.post(`/api/decks/shared/${code}/copy`)).body.error.code).toBe('deck_code_invalid');
    const again = (await owner.c.post(`/api/decks/${deck.id}/share`, { enabled: true })).body.shareCode;
    expect(again).toMatch(CODE);
    expect(again).not.toBe(code);
    expect((await friend.c.get(`/api/decks/shared/${code}`)).status).toBe(404);
    expect((await friend.c.get(`/api/decks/shared/${again}`)).status).toBe(200);
    // Codes that cannot be: refused before the database.
    for (const bad of ['0OIL123', 'ABC', 'ABCDEFGH', '%F0%9F%98%80']) {
      expect((await friend.c.get(`/api/decks/shared/${bad}`)).body.error.code).toBe('deck_code_invalid');
    }
  });

  it('copies are copies: the original edited or deleted later leaves the copy as it was', async () => {
    const owner = await player('deck-copy-owner');
    const friend = await player('deck-copy-friend');
    const deck = (await owner.c.post('/api/decks', newDeck({ name: 'Original' }))).body;
    const code = (await owner.c.post(`/api/decks/${deck.id}/share`, { enabled: true })).body.shareCode;
    const copy = await friend.c.post(`/api/decks/shared/${code}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Original', titleCount: 10, shareCode: null });
    expect(copy.body.id).not.toBe(deck.id);
    await owner.c.patch(`/api/decks/${deck.id}`, { name: 'Changed', titles: titlesOf(10, 'Other') });
    await owner.c.request('DELETE', `/api/decks/${deck.id}`);
    const mine = (await friend.c.get(`/api/decks/${copy.body.id}`)).body;
    expect(mine.name).toBe('Original');
    expect(mine.titles.map((x: { title: string }) => x.title)).toEqual(titlesOf(10).map((x) => x.title));
  });
});

describe('a game from a deck', () => {
  it('deals from the deck like a category: a token taken, played titles never dealt again, then all_titles_played', async () => {
    const owner = await player('deck-game', 3);
    const deck = (await owner.c.post('/api/decks', newDeck({ name: 'Our films' }))).body;
    const ids = new Set<string>(deck.titles.map((x: { id: string }) => x.id));
    const started = await owner.c.post('/api/games', { deckId: deck.id, teamA: 'Red', teamB: 'Blue' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ categoryTitle: 'Our films', currentTitle: null });
    expect(await tokensOf(owner.id)).toBe(2);
    const shown = await playTurns(t.baseUrl, owner.c.accessToken!, started.body.gameId, 'CCCCCCCC');
    for (const id of shown) expect(ids.has(id)).toBe(true);
    await expect
      .poll(async () => (await t.db.select().from(userPlayedDeckTitles).where(eq(userPlayedDeckTitles.userId, owner.id))).length)
      .toBe(8);
    const list = (await owner.c.get('/api/games')).body;
    expect(list[0]).toMatchObject({ id: started.body.gameId, status: 'completed', categoryTitle: 'Our films', categoryId: null });

    // The next game deals only the two titles never played.
    const next = await owner.c.post('/api/games', { deckId: deck.id, teamA: 'Red', teamB: 'Blue' });
    const row = firstRow(await t.db.select().from(gameSessions).where(eq(gameSessions.id, next.body.gameId)), 'the game');
    expect(row.deckId).toBe(deck.id);
    expect(row.moviesData.map((m) => m.id).sort()).toEqual([...ids].filter((id) => !shown.includes(id)).sort());
    await playTurns(t.baseUrl, owner.c.accessToken!, next.body.gameId, 'CC');
    await expect
      .poll(async () => (await t.db.select().from(userPlayedDeckTitles).where(eq(userPlayedDeckTitles.userId, owner.id))).length)
      .toBe(10);
    // Every title played: refused, and no token taken.
    const before = await tokensOf(owner.id);
    const none = await owner.c.post('/api/games', { deckId: deck.id, teamA: 'Red', teamB: 'Blue' });
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('all_titles_played');
    expect(await tokensOf(owner.id)).toBe(before);
    // A replay of the finished game is free and keeps its titles and the deck's name.
    const replay = await owner.c.post('/api/games', { replayOf: started.body.gameId, teamA: 'Red', teamB: 'Blue' });
    expect(replay.status).toBe(201);
    expect(replay.body.categoryTitle).toBe('Our films');
    expect(await tokensOf(owner.id)).toBe(before);
  });

  it('may be played by others only while it is shared; a category and a deck together are refused', async () => {
    const owner = await player('deck-play-owner');
    const friend = await player('deck-play-friend');
    const deck = (await owner.c.post('/api/decks', newDeck())).body;
    const play = (c: Account, body: Record<string, unknown> = {}) =>
      c.c.post('/api/games', { deckId: deck.id, teamA: 'A', teamB: 'B', ...body });
    const refused = await play(friend);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('deck_not_found');
    expect(await tokensOf(friend.id)).toBe(10);
    await owner.c.post(`/api/decks/${deck.id}/share`, { enabled: true });
    expect((await play(friend)).status).toBe(201);
    expect(await tokensOf(friend.id)).toBe(9);
    const category = (await friend.c.get('/api/categories?language=en')).body[0];
    const both = await play(friend, { categoryId: category.id });
    expect(both.status).toBe(400);
    expect(both.body.error.code).toBe('category_or_deck');
    expect(await tokensOf(friend.id)).toBe(9);
  });
});

describe('pictures for deck titles', () => {
  const upload = (a: Account, body: Buffer, type = 'image/png') => a.c.request('POST', '/api/decks/images', body, { 'content-type': type });

  it('uploads a picture under the admin checks, and a deck with it deals picture cards', async () => {
    const owner = await player('deck-pictures');
    const png = makePng(40, 40, [10, 120, 200], Date.now() % 1000);
    const res = await owner.c.request('POST', '/api/decks/images', png, { 'content-type': 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ url: `/api/images/${res.body.id}`, contentType: 'image/png', width: 40, height: 40 });
    // Not an image, whatever it claims: refused; signed out: 401.
    expect((await upload(owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).body.error.code).toBe(
      'image_type_invalid',
    );
    expect((await new HttpClient(t.baseUrl).request('POST', '/api/decks/images', png, { 'content-type': 'image/png' })).status).toBe(401);

    const deck = await owner.c.post('/api/decks', newDeck({ titles: [{ title: 'Elephant', imageId: res.body.id }, ...titlesOf(9)] }));
    expect(deck.body).toMatchObject({ pictureCount: 1 });
    expect(deck.body.titles[0]).toMatchObject({ title: 'Elephant', imageUrl: `/api/images/${res.body.id}` });
    const game = await owner.c.post('/api/games', { deckId: deck.body.id, teamA: 'A', teamB: 'B' });
    expect(game.body.cardKind).toBe('pictures');
  });

  it('stores at most 200 pictures per account; a picture already stored costs nothing', async () => {
    const owner = await player('deck-picture-quota');
    const first = await upload(owner, makePng(8, 8, [1, 2, 3], 7));
    expect(first.status).toBe(200);
    // 199 more of this account's pictures, written straight in: the quota is then full.
    await t.db.insert(images).values(
      Array.from({ length: 199 }, (_, i) => ({
        contentType: 'image/png',
        bytes: Buffer.from([i]),
        byteSize: 1,
        width: 1,
        height: 1,
        sha256: `${owner.id}-${i}`,
        uploadedBy: owner.id,
      })),
    );
    const refused = await upload(owner, makePng(9, 9, [4, 5, 6], 8));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('deck_images_quota');
    expect(await t.db.select({ id: images.id }).from(images).where(eq(images.uploadedBy, owner.id))).toHaveLength(200);
    // The same bytes again: the stored picture, no new row.
    expect((await upload(owner, makePng(8, 8, [1, 2, 3], 7))).body.id).toBe(first.body.id);
  });
});

describe('reports and the staff queue', () => {
  it('a report reaches the queue; hiding kills the code, resolves the reports, is audited and tells the owner', async () => {
    const owner = await player('deck-report-owner');
    const reporter = await player('deck-reporter');
    const admin = await account(t, 'deck-admin', 'admin');
    const deck = (await owner.c.post('/api/decks', newDeck({ name: 'Rude words' }))).body;
    const code = (await owner.c.post(`/api/decks/${deck.id}/share`, { enabled: true })).body.shareCode;

    expect((await owner.c.post(`/api/decks/shared/${code}/report`, { reason: 'mine' })).body.error.code).toBe('deck_report_own');
    expect((await reporter.c.post(`/api/decks/shared/${code}/report`, { reason: '' })).body.error.code).toBe('reason_required');
    expect((await reporter.c.post(`/api/decks/shared/${code}/report`, { reason: 'Not for children' })).body).toEqual({ ok: true });
    // A second report by the same person replaces the first.
    expect((await reporter.c.post(`/api/decks/shared/${code}/report`, { reason: 'Insults in titles' })).body).toEqual({ ok: true });
    const open = await t.db.select().from(deckReports).where(eq(deckReports.deckId, deck.id));
    expect(open).toHaveLength(1);

    // Not staff: refused.
    expect((await reporter.c.get('/api/admin/decks')).status).toBe(403);
    const queue = (await admin.c.get('/api/admin/decks?reported=true')).body;
    const entry = queue.find((d: { id: string }) => d.id === deck.id);
    expect(entry).toMatchObject({ name: 'Rude words', ownerEmail: owner.email, reportCount: 1, hidden: false, shareCode: code });
    expect(entry.reports).toEqual([{ reason: 'Insults in titles', at: expect.any(String) }]);

    expect((await admin.c.patch(`/api/admin/decks/${deck.id}`, { hidden: true, reason: '' })).body.error.code).toBe('reason_required');
    const hidden = await admin.c.patch(`/api/admin/decks/${deck.id}`, { hidden: true, reason: 'Insults' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, hiddenReason: 'Insults', reportCount: 0 });
    expect((await reporter.c.get(`/api/decks/shared/${code}`)).body.error.code).toBe('deck_code_invalid');
    expect((await reporter.c.post('/api/games', { deckId: deck.id, teamA: 'A', teamB: 'B' })).body.error.code).toBe('deck_not_found');
    expect((await admin.c.get('/api/admin/decks?reported=true')).body.some((d: { id: string }) => d.id === deck.id)).toBe(false);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deck_hidden'), eq(auditLog.targetId, deck.id)));
    expect(audit).toMatchObject({ adminId: admin.id, targetType: 'deck', targetLabel: 'Rude words' });
    expect(audit!.details).toMatchObject({ reason: 'Insults', owner: owner.email });
    const mail = await waitForMail(t.outboxDir, owner.email);
    expect(mail.text).toContain('Rude words');
    expect(mail.text).toContain('Insults');
    // The owner sees why, and still plays it.
    expect((await owner.c.get('/api/decks')).body[0]).toMatchObject({ id: deck.id, hidden: true, hiddenReason: 'Insults' });
    expect((await owner.c.post('/api/games', { deckId: deck.id, teamA: 'A', teamB: 'B' })).status).toBe(201);

    // Shown again: the same code opens it.
    expect((await admin.c.patch(`/api/admin/decks/${deck.id}`, { hidden: false, reason: 'Titles fixed' })).body.hidden).toBe(false);
    expect((await reporter.c.get(`/api/decks/shared/${code}`)).status).toBe(200);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'deck_shown'), eq(auditLog.targetId, deck.id))),
    ).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('races on PostgreSQL', () => {
  it('five decks created at once at 18 of 20: exactly two are kept', async () => {
    const owner = await player('deck-race');
    for (let i = 0; i < 18; i++) await owner.c.post('/api/decks', newDeck({ name: `Deck ${i}` }));
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => owner.c.post('/api/decks', newDeck({ name: `Race ${i}` }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.body.error?.code === 'deck_limit_reached')).toHaveLength(3);
    expect(await deckCount(owner.id)).toBe(20);
  });

  it('sharing switched on twice at once answers one code', async () => {
    const owner = await player('deck-share-race');
    const deck = (await owner.c.post('/api/decks', newDeck())).body;
    const answers = await Promise.all(Array.from({ length: 5 }, () => owner.c.post(`/api/decks/${deck.id}/share`, { enabled: true })));
    const codes = new Set(answers.map((a) => a.body.shareCode));
    expect(codes.size).toBe(1);
    expect(firstRow(await t.db.select().from(decks).where(eq(decks.id, deck.id)), 'the deck').shareCode).toBe([...codes][0]);
  });
});
