// The Redis game store keeps a record's titles apart from the rest (issue 18): a command
// writes the version and the record without its titles; the titles are written when a game
// is created or a skip reorders them. A record saved before the split (titles inside d) is
// read as it is and gains its own titles field on its first save. A store alone on its
// channel announces nothing; once a peer listens, every change reaches it. A store finds the
// reveal codes it issued itself without asking Redis, until it retires them or they expire.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEvent, initialGameState } from '@charades/shared/game/engine';
import { connectRedis, type RedisClient } from '../../server/src/lib/redis.ts';
import { createRedisGameStore } from '../../server/src/game/redis-store.ts';
import type { GameStore } from '../../server/src/game/store.ts';
import type { GameRecord } from '../../server/src/game/record.ts';
import { nextRecord, saveEffectsOf as rulesEffects, titlesChanged, withDerivedFields } from '../../server/src/game/record-rules.ts';

// What the game service's commit hands the store.
const saveEffectsOf = (record: GameRecord, previous: GameRecord | undefined) => ({
  ...rulesEffects(record, previous),
  ...(titlesChanged(record, previous) ? { titlesChanged: true } : {}),
});

const enabled = !!process.env.REDIS_URL;
const prefix = `charades-test:store:${randomBytes(4).toString('hex')}:`;
let redis: RedisClient;
let store: GameStore;

beforeAll(async () => {
  if (!enabled) return;
  redis = await connectRedis(process.env.REDIS_URL!);
  store = createRedisGameStore(redis, prefix);
});
afterAll(async () => {
  if (!enabled) return;
  await store.close();
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...batch);
  if (keys.length) await redis.del(keys);
  await redis.close();
});

function newRecord(): GameRecord {
  const titles = Array.from({ length: 6 }, (_, i) => ({ id: randomUUID(), title: `Title ${i} — عنوان`, posterUrl: null }));
  return {
    gameId: randomUUID(),
    userId: randomUUID(),
    shareId: randomBytes(6).toString('hex'),
    language: 'en',
    categoryId: null,
    categoryTitle: 'Films',
    categoryInternalId: null,
    isReplay: false,
    titles,
    state: initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: false, titleCount: titles.length }),
    revealCode: null,
    shortCode: null,
    markedIndex: -1,
    recentSeqs: [],
    version: 1,
  };
}

const hash = (gameId: string) => redis.hGetAll(`${prefix}game:${gameId}`);

describe.skipIf(!enabled)('the Redis game store', () => {
  it('writes the titles at creation and leaves them out of every save that keeps them', async () => {
    const record = newRecord();
    expect(await store.create(record, saveEffectsOf(record, undefined))).toBe(true);
    const created = await hash(record.gameId);
    expect(JSON.parse(created.t!)).toEqual(record.titles);
    expect(JSON.parse(created.d!)).not.toHaveProperty('titles');

    const next = nextRecord(record, applyEvent(record.state, { type: 'REVEAL' })!, 'seq-1');
    const effects = saveEffectsOf(next, record);
    expect(effects.titlesChanged).toBeUndefined();
    expect(await store.compareAndSet(next, record.version, effects)).toBe(true);
    const saved = await hash(record.gameId);
    expect(saved.v).toBe('2');
    expect(saved.t).toBe(created.t);
    expect(await store.get(record.gameId)).toEqual(next);
  });

  it('writes reordered titles, and refuses a stale version without writing anything', async () => {
    const record = newRecord();
    await store.create(record, saveEffectsOf(record, undefined));
    const reordered = { ...nextRecord(record, record.state, undefined), titles: [...record.titles].reverse() };
    const effects = saveEffectsOf(reordered, record);
    expect(effects.titlesChanged).toBe(true);
    expect(await store.compareAndSet(reordered, record.version, effects)).toBe(true);
    expect((await store.get(record.gameId))?.titles).toEqual(reordered.titles);

    const stale = { ...nextRecord(record, record.state, undefined), titles: record.titles };
    expect(await store.compareAndSet(stale, record.version, saveEffectsOf(stale, record))).toBe(false);
    expect(await store.get(record.gameId)).toEqual(reordered);
  });

  it('reads a record saved before the split, and its first save writes its titles', async () => {
    const record = newRecord();
    await redis.hSet(`${prefix}game:${record.gameId}`, { v: String(record.version), d: JSON.stringify(record) });
    const loaded = await store.get(record.gameId);
    expect(loaded).toEqual(record);

    const next = nextRecord(loaded!, applyEvent(loaded!.state, { type: 'REVEAL' })!, undefined);
    expect(saveEffectsOf(next, loaded).titlesChanged).toBeUndefined();
    expect(await store.compareAndSet(next, loaded!.version, saveEffectsOf(next, loaded))).toBe(true);
    const saved = await hash(record.gameId);
    expect(JSON.parse(saved.t!)).toEqual(record.titles);
    expect(JSON.parse(saved.d!)).not.toHaveProperty('titles');
    expect(await store.get(record.gameId)).toEqual(next);
  });

  it('announces a change only when another process listens', async () => {
    // Its own prefix, so no other store of this file is on the channel.
    const alonePrefix = `${prefix}alone:`;
    const channel = `${alonePrefix}game-changes`;
    const first = createRedisGameStore(redis, alonePrefix);
    await first.onPeerChange(() => {});
    // A pattern subscription sees every announcement and is not counted as a listener.
    const observer = redis.duplicate();
    const seen: string[] = [];
    await observer.connect();
    await observer.pSubscribe(channel, (message) => seen.push(message));
    const peer = createRedisGameStore(redis, alonePrefix);
    try {
      const record = newRecord();
      await first.create(record, saveEffectsOf(record, undefined));
      const next = nextRecord(record, applyEvent(record.state, { type: 'REVEAL' })!, undefined);
      await first.compareAndSet(next, record.version, saveEffectsOf(next, record));
      // Redis delivers in order: anything the saves published arrives before this marker.
      await redis.publish(channel, 'marker');
      await expect.poll(() => seen).toContain('marker');
      expect(seen).toEqual(['marker']);

      const changes: { gameId: string; version: number }[] = [];
      await peer.onPeerChange((change) => changes.push(change));
      const third = nextRecord(next, next.state, undefined);
      await first.compareAndSet(third, next.version, saveEffectsOf(third, next));
      await expect.poll(() => changes).toEqual([{ gameId: record.gameId, version: third.version, retiredRevealCode: null }]);
      await expect.poll(() => seen).toHaveLength(2);

      // The peer's own saves reach the first store too.
      const fourth = nextRecord(third, third.state, undefined);
      expect(await peer.compareAndSet(fourth, third.version, saveEffectsOf(fourth, third))).toBe(true);
      await expect.poll(() => seen).toHaveLength(3);
    } finally {
      await observer.close();
      await first.close();
      await peer.close();
    }
  });

  it('finds the reveal codes it issued without asking Redis, and no longer once it retires them', async () => {
    // A shared-mode game: each turn draws a reveal code (as the game service's commit does).
    const base = newRecord();
    const record = withDerivedFields(
      { ...base, state: { ...base.state, phase: 'instruction', context: { ...base.state.context, isSharedMode: true } } },
      undefined,
    );
    expect(record.revealCode).toEqual(expect.any(String));
    await store.create(record, saveEffectsOf(record, undefined));
    const code = record.revealCode!;
    expect(await store.gameForRevealCode(code)).toBe(record.gameId);
    // Found without Redis: its index entry gone, the issuing store still knows the code, a peer does not.
    await redis.del(`${prefix}reveal:${code}`);
    expect(await store.gameForRevealCode(code)).toBe(record.gameId);
    const peer = createRedisGameStore(redis, prefix);
    try {
      expect(await peer.gameForRevealCode(code)).toBeUndefined();
      // A new turn retires the code, in Redis and in the store that issued it.
      const started = applyEvent(record.state, { type: 'START_TIMER', now: Date.now() })!;
      const ended = applyEvent(started, { type: 'CORRECT', now: Date.now() })!;
      const next = withDerivedFields(nextRecord(record, ended, undefined), record);
      expect(next.revealCode).not.toBe(code);
      await store.compareAndSet(next, record.version, saveEffectsOf(next, record));
      expect(await store.gameForRevealCode(code)).toBeUndefined();
      expect(await store.gameForRevealCode(next.revealCode!)).toBe(record.gameId);
      expect(await peer.gameForRevealCode(next.revealCode!)).toBe(record.gameId);
      // A code that has expired is found nowhere.
      const expiring = withDerivedFields({ ...newRecord(), state: record.state }, undefined);
      await store.create(expiring, { ...saveEffectsOf(expiring, undefined), revealCode: { code: expiring.revealCode!, ttlMs: 50 } });
      expect(await store.gameForRevealCode(expiring.revealCode!)).toBe(expiring.gameId);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.gameForRevealCode(expiring.revealCode!)).toBeUndefined();
    } finally {
      await peer.close();
    }
  });

  it('reads only what the reader lacks: nothing for its own saved record, no titles it already holds', async () => {
    const record = newRecord();
    await store.create(record, saveEffectsOf(record, undefined));
    const next = nextRecord(record, applyEvent(record.state, { type: 'REVEAL' })!, undefined);
    await store.compareAndSet(next, record.version, saveEffectsOf(next, record));
    // The saver holding the stored record gets that very record back.
    expect(await store.get(record.gameId, next)).toBe(next);
    // An older record it holds is not the stored one: the stored one is read.
    expect(await store.get(record.gameId, record)).toEqual(next);

    // A peer reads the titles once, then keeps them while no save writes new ones.
    const peer = createRedisGameStore(redis, prefix);
    try {
      const first = await peer.get(record.gameId);
      expect(first).toEqual(next);
      const third = nextRecord(next, next.state, undefined);
      await store.compareAndSet(third, next.version, saveEffectsOf(third, next));
      const second = await peer.get(record.gameId);
      expect(second).toEqual(third);
      expect(second!.titles).toBe(first!.titles);
      // Saved records from another process are never taken for the peer's own.
      expect(await peer.get(record.gameId, third)).not.toBe(third);

      // A skip's new order reaches the peer.
      const reordered = { ...nextRecord(third, third.state, undefined), titles: [...third.titles].reverse() };
      await store.compareAndSet(reordered, third.version, saveEffectsOf(reordered, third));
      expect((await peer.get(record.gameId))?.titles).toEqual(reordered.titles);
    } finally {
      await peer.close();
    }
  });

  it('answers the record it saved last without asking Redis, when allowed, while it hears every peer, and asks again once it may have missed one', async () => {
    // A prefix and a connection of its own: the saver's subscriber carries this name, so it
    // alone can be found in CLIENT LIST and cut off.
    const ownPrefix = `${prefix}heard:`;
    const name = `charades-test-heard-${randomBytes(4).toString('hex')}`;
    const named = redis.duplicate({ name });
    named.on('error', () => {});
    await named.connect();
    const saver = createRedisGameStore(named, ownPrefix);
    const peer = createRedisGameStore(redis, ownPrefix);
    const save = async (on: GameStore, previous: GameRecord) => {
      const next = nextRecord(previous, previous.state, undefined);
      expect(await on.compareAndSet(next, previous.version, saveEffectsOf(next, previous))).toBe(true);
      return next;
    };
    const gone = (record: GameRecord) => redis.del(`${ownPrefix}game:${record.gameId}`);
    const HELD = { heldIfHeard: true };
    try {
      const heard: number[] = [];
      await saver.onPeerChange((change) => heard.push(change.version));
      const record = newRecord();
      await saver.create(record, saveEffectsOf(record, undefined));
      const next = await save(saver, record);
      // Redis is not asked: the stored game is gone, and the saver still answers with its record.
      await gone(next);
      expect(await saver.get(next.gameId, next, HELD)).toBe(next);
      // Only for a read that allows it, and not for a record it saved before that one, nor for a caller holding none.
      expect(await saver.get(next.gameId, next)).toBeUndefined();
      expect(await saver.get(next.gameId, record, HELD)).toBeUndefined();
      expect(await saver.get(next.gameId)).toBeUndefined();

      // A peer's save is announced: from then on the saver asks Redis.
      const again = newRecord();
      await saver.create(again, saveEffectsOf(again, undefined));
      const mine = await save(saver, again);
      const theirs = await save(peer, mine);
      await expect.poll(() => heard).toContain(theirs.version);
      expect(await saver.get(mine.gameId, mine, HELD)).toEqual(theirs);
      // A refused save: its last record is no longer taken for the stored one.
      const stale = nextRecord(mine, mine.state, undefined);
      expect(await saver.compareAndSet(stale, mine.version, saveEffectsOf(stale, mine))).toBe(false);
      expect(await saver.get(mine.gameId, mine, HELD)).toEqual(theirs);

      // The subscriber's connection is cut: whatever a peer said meanwhile is lost, so what the
      // saver saved before is read from Redis, also once the subscriber is back.
      const third = newRecord();
      await saver.create(third, saveEffectsOf(third, undefined));
      const held = await save(saver, third);
      await gone(held);
      expect(await saver.get(held.gameId, held, HELD)).toBe(held);
      const subscriberIds = async () =>
        (await redis.sendCommand<string>(['CLIENT', 'LIST']))
          .split('\n')
          .filter((line) => line.includes(` name=${name} `) && / sub=[1-9]/.test(line))
          .map((line) => line.match(/^id=(\d+)/)![1]!);
      const [cut] = await subscriberIds();
      expect(cut).toBeDefined();
      await redis.sendCommand(['CLIENT', 'KILL', 'ID', cut!]);
      await expect.poll(() => saver.get(held.gameId, held, HELD)).toBeUndefined();
      await expect.poll(async () => (await subscriberIds()).filter((id) => id !== cut)).toHaveLength(1);
      expect(await saver.get(held.gameId, held, HELD)).toBeUndefined();
    } finally {
      await saver.close();
      await peer.close();
      await named.close();
    }
  });
});
