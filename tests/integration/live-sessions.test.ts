// The account checks behind live game commands (server/src/game/live-sessions.ts), against
// the real database: fresh enough to stop a suspended or signed-out account within the
// maximum age, without a database read for every command of an active game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { firstRow } from './helpers/rows.ts';
import { authSessions, profiles } from '../../server/src/db/schema/index.ts';
import { createLiveSessions, type LiveSessions } from '../../server/src/game/live-sessions.ts';
import type { AuthUser } from '../../server/src/services/auth/auth-user.ts';

let t: TestApp;
const caches: LiveSessions[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const c of caches) c.stop();
  await t?.close();
});

async function signedIn() {
  const c = new HttpClient(t.baseUrl);
  const { user } = await c.signUp(uniqueEmail('live'));
  const session = firstRow(
    await t.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, user.id)),
    'the sign-up session',
  );
  return { c, userId: user.id as string, sessionId: session.id };
}

/** A cache over the app's real batched read, counting reads and the sessions each covered;
 *  with `counted`, over the app's count of unchanged sessions too (as the gateway's is). */
function cache(maxAgeMs: number, refreshEveryMs: number, counted = false) {
  const reads: string[][] = [];
  const counts: boolean[] = [];
  const live = createLiveSessions({
    maxAgeMs,
    refreshEveryMs,
    loadMany: (ids) => {
      reads.push(ids);
      return t.app.loadSessionUsers(ids);
    },
    ...(counted
      ? {
          unchanged: async (users: AuthUser[]) => {
            const answer = await t.app.sessionUsersUnchanged(users);
            counts.push(answer);
            return answer;
          },
        }
      : {}),
  });
  caches.push(live);
  return { live, reads, counts };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live sessions', () => {
  it('answers repeated commands of a session from one read, and a wrong user or ended session with nothing', async () => {
    const a = await signedIn();
    const { live, reads } = cache(60_000, 60_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => live.current(a.userId, a.sessionId)));
    expect(answers.every((u) => u?.id === a.userId && u.role === 'user' && u.sessionId === a.sessionId)).toBe(true);
    expect(reads).toEqual([[a.sessionId]]);
    // The session belongs to someone else: no answer, whatever the cache holds.
    expect(await live.current('00000000-0000-4000-8000-000000000000', a.sessionId)).toBeUndefined();
    const unknown = crypto.randomUUID();
    expect(await live.current(a.userId, unknown)).toBeUndefined();
  });

  it('re-reads every session in use in one background query, so a suspension is seen without a command waiting', async () => {
    const a = await signedIn();
    const b = await signedIn();
    // The age rule alone would keep the first answers for 10 s: only the background re-read
    // can bring the suspension in before then.
    const { live, reads } = cache(10_000, 100);
    await live.current(a.userId, a.sessionId);
    await live.current(b.userId, b.sessionId);
    await t.db.update(profiles).set({ role: 'suspended' }).where(eq(profiles.id, a.userId));
    const deadline = Date.now() + 5000;
    while ((await live.current(a.userId, a.sessionId))?.role !== 'suspended' && Date.now() < deadline) await sleep(20);
    expect((await live.current(a.userId, a.sessionId))?.role).toBe('suspended');
    expect((await live.current(b.userId, b.sessionId))?.role).toBe('user');
    // Within the 10 s every later read is a background one, and they cover both sessions at once.
    expect(reads.slice(2).some((ids) => [...ids].sort().join() === [a.sessionId, b.sessionId].sort().join())).toBe(true);
  });

  it('never answers from a check older than the maximum age: a signed-out session ends within it', async () => {
    const a = await signedIn();
    // No background refresh within the test: only the age rule can catch the sign-out.
    const { live, reads } = cache(300, 60_000);
    expect((await live.current(a.userId, a.sessionId))?.id).toBe(a.userId);
    await a.c.post('/api/auth/signout');
    await sleep(350);
    expect(await live.current(a.userId, a.sessionId)).toBeUndefined();
    expect(reads).toHaveLength(2);
  });

  it('shares one read among concurrent commands of a stale session', async () => {
    const a = await signedIn();
    const { live, reads } = cache(100, 60_000);
    await live.current(a.userId, a.sessionId);
    await sleep(150);
    await Promise.all(Array.from({ length: 10 }, () => live.current(a.userId, a.sessionId)));
    expect(reads).toHaveLength(2);
  });

  it('re-reads unchanged sessions with one count, and reads them again once one has changed', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const { live, reads, counts } = cache(10_000, 100, true);
    await live.current(a.userId, a.sessionId);
    await live.current(b.userId, b.sessionId);
    await expect.poll(() => counts.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    // The first reads were the commands' own; every background re-read so far was a count.
    expect(reads).toHaveLength(2);
    expect(counts.every(Boolean)).toBe(true);
    await t.db.update(profiles).set({ role: 'suspended' }).where(eq(profiles.id, a.userId));
    const deadline = Date.now() + 5000;
    while ((await live.current(a.userId, a.sessionId))?.role !== 'suspended' && Date.now() < deadline) await sleep(20);
    expect((await live.current(a.userId, a.sessionId))?.role).toBe('suspended');
    expect((await live.current(b.userId, b.sessionId))?.role).toBe('user');
    expect(counts).toContain(false);
    expect(reads.slice(2).some((ids) => ids.includes(a.sessionId))).toBe(true);
  });

  it('counts a session as unchanged only while it is live with the same user, role and e-mail', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const [userA, userB] = await t.app
      .loadSessionUsers([a.sessionId, b.sessionId])
      .then((users) => [a, b].map((x) => users.find((u) => u.sessionId === x.sessionId)!));
    expect(await t.app.sessionUsersUnchanged([userA!, userB!])).toBe(true);
    expect(await t.app.sessionUsersUnchanged([])).toBe(true);
    expect(await t.app.sessionUsersUnchanged([{ ...userA!, role: 'admin' }, userB!])).toBe(false);
    expect(await t.app.sessionUsersUnchanged([{ ...userA!, email: `x${userA!.email}` }])).toBe(false);
    expect(await t.app.sessionUsersUnchanged([{ ...userA!, id: userB!.id }])).toBe(false);
    expect(await t.app.sessionUsersUnchanged([{ ...userA!, sessionId: crypto.randomUUID() }])).toBe(false);
    await b.c.post('/api/auth/signout');
    expect(await t.app.sessionUsersUnchanged([userA!, userB!])).toBe(false);
    expect(await t.app.sessionUsersUnchanged([userA!])).toBe(true);
    await t.db
      .update(profiles)
      .set({ email: uniqueEmail('changed') })
      .where(eq(profiles.id, a.userId));
    expect(await t.app.sessionUsersUnchanged([userA!])).toBe(false);
  });
});
