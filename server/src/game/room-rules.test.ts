import { describe, expect, it } from 'vitest';
import { applyEvent, initialGameState, type GameState } from '@charades/shared/game/engine';
import type { GameEvent } from '@charades/shared/game/machine';
import type { GameRecord, GameRoom } from './record.ts';
import { newGameRecord, nextRecord, saveEffectsOf, withDerivedFields } from './record-rules.ts';
import { AWAY_PASSED_OVER_MS, addSeat, seatFor, withActor, withConnected, withoutSeat, withSeatRemoved } from './room-rules.ts';

const titles = Array.from({ length: 8 }, (_, i) => ({ id: `t${i}`, title: `Title ${i}`, posterUrl: null }));

function newRecord(isSharedMode: boolean): GameRecord {
  const state = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode, titleCount: titles.length });
  const game = {
    gameId: 'g',
    userId: 'u',
    shareId: 's',
    categoryId: 'c',
    categoryTitle: 'C',
    language: 'en' as const,
    titles,
    isReplay: false,
    state,
    version: 1,
  };
  return withDerivedFields(newGameRecord(game), undefined);
}

function save(previous: GameRecord, draft: GameRecord): GameRecord {
  return withDerivedFields({ ...draft, version: previous.version + 1 }, previous);
}

function play(record: GameRecord, ...events: GameEvent[]): GameRecord {
  let r = record;
  for (const e of events) {
    const state: GameState | undefined = applyEvent(r.state, e);
    if (!state) throw new Error(`${e.type} refused in ${r.state.phase}`);
    r = withDerivedFields(nextRecord(r, state, undefined), r);
  }
  return r;
}

function join(record: GameRecord, nickname: string, team: 'A' | 'B') {
  const { room, seat, token } = addSeat(record.room!, nickname, team, Date.now());
  return { record: save(record, { ...record, room }), seat, token };
}

const turn = (now: number): GameEvent[] => [{ type: 'START_TIMER', now }, { type: 'CORRECT', now: now + 1 }, { type: 'NEXT_TURN' }];

describe('room rules', () => {
  it('gives a shared-mode game a room code, indexed when drawn and renewed each turn; none in normal mode', () => {
    expect(newRecord(false).room).toBeUndefined();
    const shared = newRecord(true);
    expect(shared.room).toMatchObject({ code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{6}$/), seats: [], actorSeatId: null });
    expect(saveEffectsOf(shared, undefined).roomCode?.code).toBe(shared.room!.code);
    const next = play(shared, ...turn(1));
    expect(next.room!.code).toBe(shared.room!.code);
    expect(saveEffectsOf(next, shared).roomCode?.code).toBe(shared.room!.code);
  });

  it('rotates each team through its seats in join order; a seat acting means no per-turn link', () => {
    let r = newRecord(true);
    expect(r.revealCode).not.toBeNull();
    const a1 = join(r, 'a1', 'A');
    r = a1.record;
    // Joined a team without phones before its turn started: the turn is that phone's.
    expect(r.room!.actorSeatId).toBe(a1.seat.seatId);
    expect(r.revealCode).toBeNull();
    expect(r.shortCode).toBeNull();
    const b1 = join(r, 'b1', 'B');
    const a2 = join(b1.record, 'a2', 'A');
    r = a2.record;
    // A late joiner does not take over a turn that has its actor.
    expect(r.room!.actorSeatId).toBe(a1.seat.seatId);
    const actors: string[] = [];
    for (let i = 0; i < 6; i++) {
      actors.push(r.room!.actorSeatId!);
      r = play(r, ...turn(i * 10));
    }
    expect(actors).toEqual([a1, b1, a2, b1, a1, b1].map((j) => j.seat.seatId));
  });

  it('falls back to the next seat, then to the per-turn link, when the acting seat is removed', () => {
    const a1 = join(newRecord(true), 'a1', 'A');
    const a2 = join(a1.record, 'a2', 'A');
    let r = save(a2.record, { ...a2.record, room: withoutSeat(a2.record.room!, a1.seat.seatId) });
    expect(r.room!.actorSeatId).toBe(a2.seat.seatId);
    expect(r.revealCode).toBeNull();
    r = save(r, { ...r, room: withoutSeat(r.room!, a2.seat.seatId) });
    expect(r.room!.actorSeatId).toBeNull();
    expect(r.revealCode).toEqual(expect.any(String));
    expect(r.shortCode).toEqual(expect.any(String));
  });

  it('passes over a phone away for 5 s or more when its turn comes, for the next of its team, else the per-turn link (issue 30 §6)', () => {
    const a1 = join(newRecord(true), 'a1', 'A');
    const b1 = join(a1.record, 'b1', 'B');
    const b2 = join(b1.record, 'b2', 'B');
    let r = b2.record;
    expect(r.room!.actorSeatId).toBe(a1.seat.seatId);
    // b1 has been away long; b2 only just left (a phone waking up): b2 acts for team B.
    const away = (seatId: string, since: number) => (room: GameRoom) => ({
      ...room,
      seats: room.seats.map((s) => (s.seatId === seatId ? { ...s, connected: false, awaySince: since } : s)),
    });
    r = save(r, { ...r, room: away(b1.seat.seatId, Date.now() - AWAY_PASSED_OVER_MS - 1)(r.room!) });
    r = play(r, ...turn(10));
    expect(r.room!.actorSeatId).toBe(b2.seat.seatId);
    expect(r.revealCode).toBeNull();
    // Back to team A, then B again: b1 still away, b2 just went away (under 5 s): b2 acts again.
    r = play(r, ...turn(20));
    expect(r.room!.actorSeatId).toBe(a1.seat.seatId);
    r = save(r, { ...r, room: away(b2.seat.seatId, Date.now())(r.room!) });
    r = play(r, ...turn(30));
    expect(r.room!.actorSeatId).toBe(b2.seat.seatId);
    // Both away long: nobody of team B can act, so the per-turn link.
    r = play(r, ...turn(40));
    r = save(r, { ...r, room: away(b2.seat.seatId, Date.now() - AWAY_PASSED_OVER_MS - 1)(r.room!) });
    r = play(r, ...turn(50));
    expect(r.room!.actorSeatId).toBeNull();
    expect(r.revealCode).toEqual(expect.any(String));
    // b1 comes back before the turn starts: the turn is its phone's.
    r = save(r, { ...r, room: withConnected(r.room!, b1.seat.seatId, true) });
    expect(r.room!.actorSeatId).toBe(b1.seat.seatId);
    expect(r.room!.seats.find((s) => s.seatId === b1.seat.seatId)).not.toHaveProperty('awaySince');
  });

  it('passes the turn on when its chosen phone goes away before the clock starts, never once it runs (issue 30 §6)', () => {
    const a1 = join(newRecord(true), 'a1', 'A');
    const a2 = join(a1.record, 'a2', 'A');
    const b1 = join(a2.record, 'b1', 'B');
    let r = play(b1.record, { type: 'START_TIMER', now: 1 }, { type: 'CORRECT', now: 2 });
    // Team A's turn ended: b1 is chosen while the result shows.
    expect(r.state.phase).toBe('turnResult');
    expect(r.room!.actorSeatId).toBe(b1.seat.seatId);
    r = play(r, { type: 'NEXT_TURN' }, { type: 'START_TIMER', now: 10 }, { type: 'CORRECT', now: 11 });
    expect(r.room!.actorSeatId).toBe(a2.seat.seatId);
    // a2 drops while the result shows: only just away, it keeps the turn; away 5 s, its
    // teammate a1 takes it, on the next save (NEXT_TURN) or a re-check (withActor alone).
    const awayNow = Date.now();
    r = save(r, { ...r, room: withConnected(r.room!, a2.seat.seatId, false, awayNow) });
    expect(r.room!.actorSeatId).toBe(a2.seat.seatId);
    expect(withActor(r.room!, r.state, false, awayNow + AWAY_PASSED_OVER_MS).actorSeatId).toBe(a1.seat.seatId);
    r = { ...r, room: withConnected(r.room!, a2.seat.seatId, false, awayNow - AWAY_PASSED_OVER_MS) };
    r = play(r, { type: 'NEXT_TURN' });
    expect(r.state.phase).toBe('instruction');
    expect(r.room!.actorSeatId).toBe(a1.seat.seatId);
    // Once a1's clock runs, a1 keeps the turn however long it is away.
    r = play(r, { type: 'START_TIMER', now: 20 });
    r = save(r, { ...r, room: withConnected(r.room!, a1.seat.seatId, false, awayNow - AWAY_PASSED_OVER_MS) });
    expect(r.room!.actorSeatId).toBe(a1.seat.seatId);
    expect(withActor(r.room!, r.state, false).actorSeatId).toBe(a1.seat.seatId);
  });

  it('keeps a removed phone’s nickname out for 5 minutes (issue 30 §6)', () => {
    const sara = join(newRecord(true), 'Sara', 'A');
    const now = Date.now();
    let r = save(sara.record, { ...sara.record, room: withSeatRemoved(sara.record.room!, sara.seat.seatId, now) });
    expect(r.room!.seats).toHaveLength(0);
    expect(() => join(r, 'sara', 'B')).toThrow(expect.objectContaining({ code: 'seat_removed' }));
    // Another name may join; the same name once the 5 minutes are over.
    expect(join(r, 'Omar', 'A').seat.nickname).toBe('Omar');
    r = { ...r, room: { ...r.room!, removed: r.room!.removed!.map((x) => ({ ...x, until: now - 1 })) } };
    expect(join(r, 'Sara', 'A').seat.nickname).toBe('Sara');
  });

  it('opens a seat with its own token only, and refuses a thirteenth seat', () => {
    let r = newRecord(true);
    const first = join(r, 'p', 'A');
    r = first.record;
    expect(seatFor(r, first.seat.seatId, first.token).nickname).toBe('p');
    expect(() => seatFor(r, first.seat.seatId, first.token + 'x')).toThrow(expect.objectContaining({ code: 'seat_invalid' }));
    expect(JSON.stringify(r)).not.toContain(first.token);
    for (let i = 1; i < 12; i++) r = join(r, `p${i}`, i % 2 ? 'B' : 'A').record;
    expect(() => join(r, 'late', 'B')).toThrow(expect.objectContaining({ code: 'room_full' }));
  });

  it('refuses a nickname already in the room, told apart only by case, hamza, ta marbuta or diacritics (issue 30 §6)', () => {
    let r = newRecord(true);
    for (const name of ['Sara', 'أحمد', 'فاطمة', 'مُنى']) r = join(r, name, 'A').record;
    for (const twin of ['sara', ' SARA ', 'احمد', 'إحمد', 'فاطمه', 'منى']) {
      expect(() => join(r, twin, 'B'), twin).toThrow(expect.objectContaining({ code: 'nickname_taken' }));
    }
    expect(r.room!.seats).toHaveLength(4);
    // Another name, or the same name once its seat is gone, is welcome.
    expect(join(r, 'Sara2', 'B').record.room!.seats).toHaveLength(5);
    const sara = r.room!.seats.find((s) => s.nickname === 'Sara')!;
    expect(join({ ...r, room: withoutSeat(r.room!, sara.seatId) }, 'sara', 'B').seat.nickname).toBe('sara');
  });
});
