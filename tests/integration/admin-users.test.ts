// /api/admin/users on the real app (PostgreSQL and Redis when configured, else the embedded
// defaults): the list, setting games, suspend/reinstate/demote, delete, their audit rows, and
// that every refused request changes nothing. The race on the last admin needs real
// PostgreSQL: the embedded database has one connection, so nothing there runs concurrently.
import { parseCsv } from '../../shared/src/csv.ts';
import { USER_CSV_HEADER } from '../../server/src/services/admin/export-users.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  paymentAttempts,
  accessRefusals,
  auditLog,
  authSessions,
  couponRedemptions,
  coupons,
  gameSessions,
  oneTimeTokens,
  payments,
  profiles,
  refreshTokens,
  titles,
  tokenLedger,
  userPlayedTitles,
  users,
} from '../../server/src/db/schema/index.ts';
import type { Db } from '../../server/src/db/client.ts';
import { setUserRole } from '../../server/src/services/admin/set-user-role.ts';
import { deleteUser } from '../../server/src/services/admin/delete-user.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { firstRow } from './helpers/rows.ts';
import { account, type Account } from './helpers/accounts.ts';

const realPostgres = Boolean(process.env.DATABASE_URL);
const USER_AGENT = 'admin-users-test/1.0';
const NOT_A_USER = '00000000-0000-4000-8000-000000000000';

/** Everything an admin change could touch, for "a refusal changes nothing". */
async function snapshot(db: Db) {
  const countOf = async (table: typeof users | typeof tokenLedger | typeof auditLog | typeof payments | typeof authSessions) =>
    firstRow(await db.select({ n: count() }).from(table), 'a count').n;
  return {
    profiles: await db.select().from(profiles).orderBy(profiles.id),
    users: await countOf(users),
    ledger: await countOf(tokenLedger),
    payments: await countOf(payments),
    sessions: await countOf(authSessions),
    audit: await countOf(auditLog),
    // Refusals at the guard are counted here, per address and window.
    refusals: firstRow(await db.select({ n: sql<number>`coalesce(sum(${accessRefusals.count}), 0)::int` }).from(accessRefusals), 'a sum').n,
  };
}

function send(c: HttpClient, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return c.request(method, path, body, { 'user-agent': USER_AGENT, ...headers });
}

async function lastAudit(db: Db, action: string, targetId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(sql`${auditLog.createdAt} desc`)
    .limit(1);
  return firstRow(rows, `an audit row ${action} for ${targetId}`);
}

describe('admin users', () => {
  let t: TestApp;
  let admin: Account;

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    admin = await account(t, 'adm-users-admin', 'admin');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists users: search (case-insensitive, % and _ literal), role filter, sort, paging, total paid of Paid payments only', async () => {
    const group = `grp${Math.random().toString(36).slice(2, 8)}`;
    const a = await account(t, `${group}.a`);
    const b = await account(t, `${group}.b`);
    const cc = await account(t, `${group}.c`);
    const under = await account(t, `${group}.under_score`);
    await t.db.update(profiles).set({ tokens: 5 }).where(eq(profiles.id, a.id));
    await t.db.update(profiles).set({ tokens: 9 }).where(eq(profiles.id, b.id));
    await t.db.update(profiles).set({ tokens: 0, role: 'suspended' }).where(eq(profiles.id, cc.id));
    await t.db.update(profiles).set({ tokens: 2 }).where(eq(profiles.id, under.id));
    const pay = (userId: string, amount: string, status: 'Paid' | 'Failed' | 'Pending') =>
      t.db.insert(payments).values({ userId, amount, tokens: 5, paymentGateway: 'test', status, invoiceId: `inv-${Math.random()}` });
    await pay(a.id, '2.000', 'Paid');
    await pay(a.id, '0.500', 'Paid');
    await pay(a.id, '5.000', 'Failed');
    await pay(a.id, '7.000', 'Pending');
    await pay(b.id, '9.999', 'Failed');

    const list = (qs: string) => admin.c.get(`/api/admin/users?${qs}`);
    const all = await list(`search=${group.toUpperCase()}&sort=email&order=asc`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((u: { email: string }) => u.email)).toEqual([a.email, b.email, cc.email, under.email]);
    const rowA = all.body.items[0];
    expect(rowA).toMatchObject({ id: a.id, email: a.email, tokens: 5, role: 'user', totalPaid: '2.500', paymentsCount: 2 });
    expect(new Date(rowA.createdAt).toString()).not.toBe('Invalid Date');
    expect(all.body.items[1]).toMatchObject({ totalPaid: '0.000', paymentsCount: 0 });

    // LIKE's wildcards match themselves: '_' finds only the e-mail with an underscore, '%' none.
    expect((await list(`search=${encodeURIComponent(`${group}.under_`)}`)).body.total).toBe(1);
    expect((await list(`search=${encodeURIComponent('_score')}`)).body.items.map((u: { id: string }) => u.id)).toEqual([under.id]);
    expect((await list(`search=${encodeURIComponent('%')}`)).body.total).toBe(0);

    const suspended = await list(`search=${group}&role=suspended`);
    expect(suspended.body.items.map((u: { id: string }) => u.id)).toEqual([cc.id]);

    const page1 = await list(`search=${group}&sort=tokens&order=desc&pageSize=2&page=1`);
    const page2 = await list(`search=${group}&sort=tokens&order=desc&pageSize=2&page=2`);
    expect(page1.body.total).toBe(4);
    expect(page1.body.items.map((u: { tokens: number }) => u.tokens)).toEqual([9, 5]);
    expect(page2.body.items.map((u: { tokens: number }) => u.tokens)).toEqual([2, 0]);

    const byPaid = await list(`search=${group}&sort=totalPaid&order=desc&pageSize=1`);
    expect(byPaid.body.items[0].id).toBe(a.id);

    for (const bad of ['sort=password', 'role=root', 'page=0', 'pageSize=1000', 'order=up']) {
      expect((await list(bad)).status, bad).toBe(400);
    }
    // Issue 32 §3: newest accounts first unless asked otherwise; a column the list does not sort
    // by, or an order that is not asc or desc, is refused with its own code (the export too).
    const ids = async (qs: string) => (await list(`search=${group}&${qs}`)).body.items.map((u: { id: string }) => u.id);
    expect(await ids('')).toEqual([under.id, cc.id, b.id, a.id]);
    expect(await ids('sort=createdAt&order=asc')).toEqual([a.id, b.id, cc.id, under.id]);
    expect(await ids('sort=email&order=desc')).toEqual([under.id, cc.id, b.id, a.id]);
    // Three have paid nothing: the id decides between them, the same way on every page.
    expect(await ids('sort=totalPaid&order=asc')).toEqual([...[b.id, cc.id, under.id].sort(), a.id]);
    for (const [qs, code] of [
      ['sort=password', 'sort_invalid'],
      ['sort=', 'sort_invalid'],
      ['order=up', 'order_invalid'],
    ]) {
      for (const path of ['/api/admin/users', '/api/admin/users/export']) {
        const res = await admin.c.get(`${path}?${qs}`);
        expect([res.status, res.body.error?.code], `${path}?${qs}`).toEqual([400, code]);
      }
    }

    // Issue 32 §3: the same rows as CSV, every page, in the list's order, with its columns.
    const csv = await admin.c.get(`/api/admin/users/export?search=${group}&sort=tokens&order=desc&pageSize=1`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="users.csv"');
    expect(csv.headers.get('x-total-count')).toBe('4');
    const rows = parseCsv(csv.body).map((r) => r.fields);
    expect(rows[0]).toEqual(USER_CSV_HEADER);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual([
      [b.email, 'user', '9', '0.000', '0'],
      [a.email, 'user', '5', '2.500', '2'],
      [under.email, 'user', '2', '0.000', '0'],
      [cc.email, 'suspended', '0', '0.000', '0'],
    ]);
    expect(rows[1]![5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const newestFirst = await admin.c.get(`/api/admin/users/export?search=${group}`);
    expect(parseCsv(newestFirst.body).map((r) => r.fields[0])).toEqual(['Email', under.email, cc.email, b.email, a.email]);
    const suspendedOnly = await admin.c.get(`/api/admin/users/export?search=${group}&role=suspended`);
    expect(parseCsv(suspendedOnly.body).map((r) => r.fields[0])).toEqual(['Email', cc.email]);
  });

  it('sets games with a ledger row and an audit row; bad amounts change nothing', async () => {
    const p = await account(t, 'adm-tokens');
    const before = await snapshot(t.db);
    for (const tokens of [-1, 10001, 1.5, '7', null, undefined]) {
      const res = await send(
        admin.c,
        'PATCH',
        `/api/admin/users/${p.id}/tokens`,
        tokens === undefined ? { expectedTokens: 1 } : { tokens, expectedTokens: 1 },
      );
      expect(res.status, String(tokens)).toBe(400);
      expect(res.body.error.code, String(tokens)).toBe('token_amount_invalid');
    }
    expect(
      (await send(admin.c, 'PATCH', `/api/admin/users/${NOT_A_USER}/tokens`, { tokens: 3, expectedTokens: 1, reason: 'Correction' })).body
        .error.code,
    ).toBe('user_not_found');
    const notUuid = await send(admin.c, 'PATCH', `/api/admin/users/not-a-uuid/tokens`, {
      tokens: 3,
      expectedTokens: 1,
      reason: 'Correction',
    });
    expect([notUuid.status, notUuid.body.error.code]).toEqual([404, 'user_not_found']);
    expect(await snapshot(t.db)).toEqual(before);

    const res = await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/tokens`, { tokens: 7, expectedTokens: 1, reason: 'Correction' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, email: p.email, tokens: 7, role: 'user', totalPaid: '0.000' });
    expect((await p.c.get('/api/me')).body.tokens).toBe(7);
    const ledger = await t.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, p.id), eq(tokenLedger.reason, 'admin_set')));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 6, balanceAfter: 7 });
    // The ledger's sum is the balance.
    const sum = firstRow(
      await t.db
        .select({ s: sql<number>`sum(${tokenLedger.delta})::int` })
        .from(tokenLedger)
        .where(eq(tokenLedger.userId, p.id)),
      'a sum',
    );
    expect(sum.s).toBe(7);
    const audit = await lastAudit(t.db, 'token_update', p.id);
    expect(audit).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      userAgent: USER_AGENT,
      targetType: 'user',
      targetUserId: p.id,
      targetLabel: p.email,
      details: { old_tokens: 1, new_tokens: 7 },
    });
    expect(audit.ip).toMatch(/127\.0\.0\.1/);

    // 0 and 10000 are allowed.
    expect(
      (await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/tokens`, { tokens: 0, expectedTokens: 7, reason: 'Correction' })).body.tokens,
    ).toBe(0);
    expect(
      (await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/tokens`, { tokens: 10000, expectedTokens: 0, reason: 'Correction' })).body
        .tokens,
    ).toBe(10000);
  });

  it('suspends (next request 403 account_suspended, /api/me shows suspended) and reinstates, with audit rows', async () => {
    const p = await account(t, 'adm-suspend');
    expect((await p.c.get('/api/games')).status).toBe(200);
    const res = await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/role`, { role: 'suspended', reason: 'Breaking the rules' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, role: 'suspended' });
    const refused = await p.c.get('/api/games');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'account_suspended']);
    expect((await p.c.get('/api/me')).body.role).toBe('suspended');
    // Issue 32 §3: a suspension is its own action in the log, with its reason.
    expect(await lastAudit(t.db, 'user_suspended', p.id)).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      userAgent: USER_AGENT,
      targetLabel: p.email,
      details: { old_role: 'user', new_role: 'suspended', reason: 'Breaking the rules' },
    });

    const back = await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/role`, { role: 'user' });
    expect(back.body.role).toBe('user');
    expect((await p.c.get('/api/games')).status).toBe(200);
    expect((await lastAudit(t.db, 'user_reinstated', p.id)).details).toEqual({ old_role: 'suspended', new_role: 'user' });

    // No reason, no suspension: refused with its code, nothing changed.
    for (const body of [{ role: 'suspended' }, { role: 'suspended', reason: '   ' }]) {
      const refused = await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/role`, body);
      expect([refused.status, refused.body.error.code]).toEqual([400, 'reason_required']);
    }
    expect((await p.c.get('/api/me')).body.role).toBe('user');
  });

  it("suspending closes the player's running games at once: rows abandoned, every viewer told, no command applies after", async () => {
    const p = await account(t, 'adm-suspend-live');
    await t.db.update(profiles).set({ tokens: 5 }).where(eq(profiles.id, p.id));
    const category = (await p.c.get('/api/categories?language=en')).body[0];
    // A shared-mode game with its clock running (the TV, the actor's phone and a spectator
    // watching), and a normal-mode game on the actor's phone.
    const shared = (await p.c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode: true })).body;
    const normal = (await p.c.post('/api/games', { categoryId: category.id, teamA: 'Owls', teamB: 'Foxes' })).body;
    const tv = new GameSocket(t.baseUrl, p.c.accessToken);
    const phone = new GameSocket(t.baseUrl);
    const spectator = new GameSocket(t.baseUrl);
    const host = new GameSocket(t.baseUrl, p.c.accessToken);
    const viewers = [tv, phone, spectator, host];
    try {
      await Promise.all(viewers.map((s) => s.connected()));
      expect((await tv.join({ gameId: shared.gameId })).ok).toBe(true);
      expect((await host.join({ gameId: normal.gameId })).ok).toBe(true);
      expect((await tv.command(shared.gameId, { type: 'START_TIMER' })).ok).toBe(true);
      expect((await host.command(normal.gameId, { type: 'REVEAL' })).ok).toBe(true);
      const phoneJoin = await phone.join({ revealCode: shared.revealCode });
      expect(phoneJoin.state).toMatchObject({ valid: true, phase: 'running' });
      expect((await spectator.join({ shareId: shared.shareId })).ok).toBe(true);
      const ended: unknown[] = [];
      tv.socket.on('session:ended', (m) => ended.push(m));
      host.socket.on('session:ended', (m) => ended.push(m));

      const res = await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/role`, { role: 'suspended', reason: 'Breaking the rules' });
      expect(res.status).toBe(200);

      // Durable: both rows abandoned with an end time, as the response returns.
      const rows = await t.db
        .select({ id: gameSessions.id, status: gameSessions.status, endedAt: gameSessions.endedAt })
        .from(gameSessions)
        .where(eq(gameSessions.userId, p.id));
      expect(rows.map((r) => r.status).sort()).toEqual(['abandoned', 'abandoned']);
      for (const r of rows) expect(r.endedAt).toBeInstanceOf(Date);
      // The phone is told the game is closed, and loses the title; the spectator is told too.
      const onPhone = await phone.waitFor((m) => m.view.closed === true);
      expect(onPhone.view).toMatchObject({ valid: false, currentTitle: null, closed: true });
      expect((await spectator.waitFor((m) => m.view.closed === true)).view.role).toBe('spectator');
      // The owner's own sockets are told why and closed.
      await expect.poll(() => ended.length).toBe(2);
      expect(ended).toEqual([{ code: 'account_suspended' }, { code: 'account_suspended' }]);

      // Reinstated, the player finds both games closed: no command applies, the rows stay abandoned.
      await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/role`, { role: 'user' });
      const again = new GameSocket(t.baseUrl, p.c.accessToken);
      viewers.push(again);
      await again.connected();
      const rejoined = await again.join({ gameId: normal.gameId });
      expect(rejoined.state).toMatchObject({ closed: true, currentTitle: null });
      expect((await again.command(normal.gameId, { type: 'READY' })).error?.code).toBe('game_not_in_progress');
      expect((await again.command(shared.gameId, { type: 'CORRECT' })).error?.code).toBe('game_not_in_progress');
      const after = await t.db.select({ status: gameSessions.status }).from(gameSessions).where(eq(gameSessions.userId, p.id));
      expect(after.map((r) => r.status)).toEqual(['abandoned', 'abandoned']);
      // A reveal code of the closed game opens nothing.
      const stranger = new GameSocket(t.baseUrl);
      viewers.push(stranger);
      expect((await stranger.join({ revealCode: shared.revealCode })).ok).toBe(false);
    } finally {
      for (const s of viewers) s.close();
    }
  });

  it('demotes another admin to user; refuses bad roles, unknown ids, and the own account, changing nothing', async () => {
    const other = await account(t, 'adm-demote', 'admin');
    const before = await snapshot(t.db);
    for (const role of ['root', 'ADMIN', '', undefined]) {
      const res = await send(admin.c, 'PATCH', `/api/admin/users/${other.id}/role`, role === undefined ? {} : { role });
      expect([res.status, res.body.error.code], String(role)).toEqual([400, 'role_invalid']);
    }
    const self = await send(admin.c, 'PATCH', `/api/admin/users/${admin.id}/role`, { role: 'suspended', reason: 'Breaking the rules' });
    expect([self.status, self.body.error.code]).toEqual([409, 'cannot_change_own_account']);
    const selfUser = await send(admin.c, 'PATCH', `/api/admin/users/${admin.id}/role`, { role: 'user' });
    expect([selfUser.status, selfUser.body.error.code]).toEqual([409, 'cannot_change_own_account']);
    expect((await send(admin.c, 'PATCH', `/api/admin/users/${NOT_A_USER}/role`, { role: 'user' })).status).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);

    const res = await send(admin.c, 'PATCH', `/api/admin/users/${other.id}/role`, { role: 'user' });
    expect(res.body.role).toBe('user');
    expect((await other.c.get('/api/admin/users')).status).toBe(403);
    expect((await lastAudit(t.db, 'role_update', other.id)).details).toEqual({ old_role: 'admin', new_role: 'user' });
  });

  it('a player cannot use the users routes, and a refusal changes nothing but the refusal count', async () => {
    const p = await account(t, 'adm-player');
    const victim = await account(t, 'adm-victim');
    const before = await snapshot(t.db);
    expect((await p.c.get('/api/admin/users')).status).toBe(403);
    expect(
      (await send(p.c, 'PATCH', `/api/admin/users/${victim.id}/tokens`, { tokens: 99, expectedTokens: 1, reason: 'Correction' })).status,
    ).toBe(403);
    expect(
      (await send(p.c, 'PATCH', `/api/admin/users/${victim.id}/role`, { role: 'suspended', reason: 'Breaking the rules' })).status,
    ).toBe(403);
    expect((await send(p.c, 'DELETE', `/api/admin/users/${victim.id}`)).status).toBe(403);
    expect((await new HttpClient(t.baseUrl).get('/api/admin/users')).status).toBe(401);
    const after = await snapshot(t.db);
    // Refusals are security events, counted apart (access_refusals), never staff actions.
    expect({ ...after, refusals: 0 }).toEqual({ ...before, refusals: 0 });
    expect(after.refusals).toBe(before.refusals + 5);
  });

  it('deleting an admin needs X-Confirm-Admin-Delete: true; self-delete is refused', async () => {
    const other = await account(t, 'adm-del-admin', 'admin');
    const before = await snapshot(t.db);
    const noHeader = await send(admin.c, 'DELETE', `/api/admin/users/${other.id}`);
    expect([noHeader.status, noHeader.body.error.code]).toEqual([409, 'admin_delete_confirmation_required']);
    const wrongHeader = await send(admin.c, 'DELETE', `/api/admin/users/${other.id}`, undefined, { 'x-confirm-admin-delete': 'yes' });
    expect(wrongHeader.body.error.code).toBe('admin_delete_confirmation_required');
    const self = await send(admin.c, 'DELETE', `/api/admin/users/${admin.id}`, undefined, { 'x-confirm-admin-delete': 'true' });
    expect([self.status, self.body.error.code]).toEqual([409, 'cannot_change_own_account']);
    const unknown = await send(admin.c, 'DELETE', `/api/admin/users/${NOT_A_USER}`);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'user_not_found']);
    expect((await send(admin.c, 'DELETE', `/api/admin/users/12345`)).status).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);

    const ok = await send(admin.c, 'DELETE', `/api/admin/users/${other.id}`, undefined, { 'X-Confirm-Admin-Delete': 'true' });
    expect([ok.status, ok.body]).toEqual([200, { ok: true }]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, other.id))).toHaveLength(0);
    expect((await lastAudit(t.db, 'user_deleted', other.id)).details).toEqual({ email: other.email, role: 'admin', tokens: 1 });
  });

  it('deleting a user removes every row of theirs and signs them out everywhere; audit rows and anonymised payments stay', async () => {
    const p = await account(t, 'adm-delete');
    // A second device.
    const other = new HttpClient(t.baseUrl);
    expect((await other.signIn(p.email)).status).toBe(200);
    await t.db.update(profiles).set({ tokens: 3 }).where(eq(profiles.id, p.id));
    const category = (await p.c.get('/api/categories?language=en')).body[0];
    expect((await p.c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue' })).status).toBe(201);
    const [payment] = await t.db
      .insert(payments)
      .values({
        userId: p.id,
        amount: '2.000',
        tokens: 5,
        paymentGateway: 'test',
        status: 'Paid',
        invoiceId: `inv-${p.id}`,
        transactionId: `pid-${p.id}`,
        gatewayData: {
          paymentMethod: 'KNET',
          status: {
            InvoiceValue: 2,
            CustomerName: 'Person',
            CustomerEmail: p.email,
            CustomerMobile: '+96550000000',
            InvoiceTransactions: [{ PaymentId: `pid-${p.id}`, CardNumber: '512345xxxxxx0008', IpAddress: '10.0.0.1' }],
          },
        },
      })
      .returning();
    await t.db.insert(paymentAttempts).values({
      paymentId: payment!.id,
      gatewayPaymentId: `pid-${p.id}`,
      status: 'Succeeded',
      cardBrand: 'KNET',
      cardLast4: '0008',
    });
    const title = firstRow(await t.db.select({ id: titles.id }).from(titles).limit(1), 'a title');
    await t.db.insert(userPlayedTitles).values({ userId: p.id, titleId: title.id, language: 'en' }).onConflictDoNothing();
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code: `DEL${Date.now()}`, type: 'free', discountPercentage: null, freeTokens: 1 })
      .returning();
    await t.db.insert(couponRedemptions).values({ couponId: coupon!.id, userId: p.id, kind: 'free_tokens' });
    await t.db
      .insert(oneTimeTokens)
      .values({ userId: p.id, purpose: 'password_reset', tokenHash: `h-${p.id}`, expiresAt: new Date(Date.now() + 3600_000) });
    await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/tokens`, { tokens: 4, expectedTokens: 2, reason: 'Correction' });

    const rowsOf = async () => ({
      users: (await t.db.select({ n: count() }).from(users).where(eq(users.id, p.id)))[0]?.n,
      profiles: (await t.db.select({ n: count() }).from(profiles).where(eq(profiles.id, p.id)))[0]?.n,
      authSessions: (await t.db.select({ n: count() }).from(authSessions).where(eq(authSessions.userId, p.id)))[0]?.n,
      refreshTokens: (
        await t.db
          .select({ n: count() })
          .from(refreshTokens)
          .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
          .where(eq(authSessions.userId, p.id))
      )[0]?.n,
      oneTimeTokens: (await t.db.select({ n: count() }).from(oneTimeTokens).where(eq(oneTimeTokens.userId, p.id)))[0]?.n,
      gameSessions: (await t.db.select({ n: count() }).from(gameSessions).where(eq(gameSessions.userId, p.id)))[0]?.n,
      userPlayedTitles: (await t.db.select({ n: count() }).from(userPlayedTitles).where(eq(userPlayedTitles.userId, p.id)))[0]?.n,
      tokenLedger: (await t.db.select({ n: count() }).from(tokenLedger).where(eq(tokenLedger.userId, p.id)))[0]?.n,
      payments: (await t.db.select({ n: count() }).from(payments).where(eq(payments.userId, p.id)))[0]?.n,
      couponRedemptions: (await t.db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.userId, p.id)))[0]?.n,
    });
    const before = await rowsOf();
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    const auditBefore = firstRow(await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetUserId, p.id)), 'a count').n;

    const res = await send(admin.c, 'DELETE', `/api/admin/users/${p.id}`);
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    const after = await rowsOf();
    for (const [table, n] of Object.entries(after)) expect(n, table).toBe(0);
    // Issue 17: the payment stays for revenue and refunds, detached and without personal fields.
    const kept = firstRow(
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, `inv-${p.id}`)),
      'the kept payment',
    );
    expect(kept).toMatchObject({ userId: null, amount: '2.000', status: 'Paid', transactionId: `pid-${p.id}` });
    expect(kept.detachedAt).not.toBeNull();
    expect(kept.gatewayData).toEqual({
      paymentMethod: 'KNET',
      status: { InvoiceValue: 2, InvoiceTransactions: [{ PaymentId: `pid-${p.id}` }] },
    });
    // Its card attempt keeps the PaymentId and status, not the card's last digits.
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, kept.id))).toEqual([
      expect.objectContaining({ gatewayPaymentId: `pid-${p.id}`, status: 'Succeeded', cardBrand: 'KNET', cardLast4: null }),
    ]);
    // Both devices are signed out: the access token and the refresh cookie no longer work.
    expect((await p.c.get('/api/me')).status).toBe(401);
    expect((await p.c.post('/api/auth/refresh')).status).toBe(401);
    expect((await other.post('/api/auth/refresh')).status).toBe(401);
    expect((await other.signIn(p.email)).status).toBe(401);
    // The audit trail outlives the account: the earlier row and the deletion's row.
    const auditAfter = firstRow(await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetUserId, p.id)), 'a count').n;
    expect(auditAfter).toBe(auditBefore + 1);
    expect(await lastAudit(t.db, 'user_deleted', p.id)).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      userAgent: USER_AGENT,
      targetType: 'user',
      targetLabel: p.email,
      details: { email: p.email, role: 'user', tokens: 4 },
    });
    // A second delete finds nothing.
    expect((await send(admin.c, 'DELETE', `/api/admin/users/${p.id}`)).status).toBe(404);
  });

  it.each([
    ['suspension', 'account_suspended'],
    ['deletion', 'unauthorized'],
  ] as const)('%s through the admin route closes the player’s joined game socket at once, telling it why', async (change, code) => {
    const p = await account(t, 'adm-live');
    const category = (await p.c.get('/api/categories?language=en')).body[0];
    const { gameId } = (await p.c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue' })).body;
    const s = new GameSocket(t.baseUrl, p.c.accessToken);
    try {
      await s.connected();
      expect((await s.join({ gameId })).ok).toBe(true);
      let ended: unknown;
      let disconnectedAt: number | undefined;
      s.socket.on('session:ended', (msg) => (ended = msg));
      s.socket.on('disconnect', () => (disconnectedAt = Date.now()));
      const sentAt = Date.now();
      const res =
        change === 'suspension'
          ? await send(admin.c, 'PATCH', `/api/admin/users/${p.id}/role`, { role: 'suspended', reason: 'Breaking the rules' })
          : await send(admin.c, 'DELETE', `/api/admin/users/${p.id}`);
      expect(res.status).toBe(200);
      // The requirement is 2 s; wait longer and print the delay rather than assert a timing.
      const deadline = Date.now() + 5000;
      while (disconnectedAt === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      console.log(
        `admin ${change}: game socket closed ${disconnectedAt === undefined ? 'never' : `${disconnectedAt - sentAt} ms`} after the request was sent`,
      );
      expect(disconnectedAt).toBeDefined();
      expect(ended).toEqual({ code });
    } finally {
      s.close();
    }
  });
});

describe('the last admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const adminCount = async () => firstRow(await t.db.select({ n: count() }).from(profiles).where(eq(profiles.role, 'admin')), 'a count').n;

  it('cannot be suspended, demoted or deleted even by an actor the guard let through before they lost the role', async () => {
    const only = await account(t, 'last-admin', 'admin');
    const stale = await account(t, 'stale-admin');
    // The services are called as the route would, with an actor whose admin role has gone
    // meanwhile (the guard's check is before the transaction): the locked rows decide.
    const actor = { id: stale.id, email: stale.email, ip: '127.0.0.1', userAgent: USER_AGENT };
    const before = await snapshot(t.db);
    await expect(setUserRole({ db: t.db, actor, userId: only.id, role: 'user' })).rejects.toMatchObject({ code: 'last_admin' });
    await expect(setUserRole({ db: t.db, actor, userId: only.id, role: 'suspended' })).rejects.toMatchObject({ code: 'last_admin' });
    await expect(deleteUser({ db: t.db, actor, userId: only.id, adminDeleteConfirmed: true })).rejects.toMatchObject({
      code: 'last_admin',
    });
    // Nor may a non-admin actor change anyone else.
    const p = await account(t, 'last-admin-player');
    const mid = await snapshot(t.db);
    expect(mid.audit).toBe(before.audit);
    await expect(setUserRole({ db: t.db, actor, userId: p.id, role: 'suspended' })).rejects.toMatchObject({ code: 'forbidden' });
    expect((await snapshot(t.db)).profiles).toEqual(mid.profiles);
    expect(await adminCount()).toBe(1);
    // Through HTTP, the only admin's own account is refused first.
    const self = await send(only.c, 'PATCH', `/api/admin/users/${only.id}/role`, { role: 'user' });
    expect(self.body.error.code).toBe('cannot_change_own_account');
    expect(await adminCount()).toBe(1);
  });

  it.skipIf(!realPostgres)(
    'two admins demoting or deleting each other at once leave at least one admin (real PostgreSQL; skipped on the embedded database: one connection cannot race)',
    async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < 8; round++) {
        await t.db.update(profiles).set({ role: 'user' }).where(eq(profiles.role, 'admin'));
        const a = await account(t, `race-a${round}`, 'admin');
        const b = await account(t, `race-b${round}`, 'admin');
        const del = round % 2 === 1;
        const act = (from: Account, to: Account) =>
          del
            ? send(from.c, 'DELETE', `/api/admin/users/${to.id}`, undefined, { 'x-confirm-admin-delete': 'true' })
            : send(from.c, 'PATCH', `/api/admin/users/${to.id}/role`, { role: round % 4 === 0 ? 'user' : 'suspended', reason: 'Race' });
        const [ab, ba] = await Promise.all([act(a, b), act(b, a)]);
        const statuses = [ab, ba].map((r) => `${r.status}${r.body?.error ? ` ${r.body.error.code}` : ''}`).sort();
        outcomes.push(statuses.join(' + '));
        expect(await adminCount(), statuses.join(', ')).toBeGreaterThanOrEqual(1);
        // Exactly one side won.
        expect([ab.status, ba.status].filter((s) => s === 200)).toHaveLength(1);
      }
      console.log(`last-admin races: ${outcomes.join('; ')}`);
    },
    60_000,
  );
});
