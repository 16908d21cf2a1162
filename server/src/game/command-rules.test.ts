// A view's `actions` against what the server accepts (issue 33): every reachable state of
// small games, in both modes and every timer preset, for every viewer (host, the acting seat,
// a seat waiting, the seat whose Correct may be undone, a watcher) and every command, at the
// moment of the view and after the undo window. What the view offers enabled is exactly what
// XState's own machine (snapshot.can, not the fast table the offer is read from) takes from
// someone allowed to send it; a disabled offer names the code the server refuses it with.
import { describe, expect, it } from 'vitest';
import { applyEvent, canApply, initialGameState, isFinished } from '@charades/shared/game/engine';
import { commandEvent, machineRefusal } from '@charades/shared/game/commands';
import { GAME_COMMAND_TYPES } from '@charades/shared/game/command-types';
import { TIMER_PRESETS, UNDO_CORRECT_WINDOW_MS, type TimerPreset } from '@charades/shared/game/constants';
import type { GameEvent } from '@charades/shared/game/machine';
import { actionsFor, seatMaySend, type Viewer } from './command-rules.ts';
import { nextRecord, withDerivedFields } from './record-rules.ts';
import type { GameRecord, RoomSeat } from './record.ts';

const T0 = 1_700_000_000_000;

function seat(seatId: string, team: 'A' | 'B'): RoomSeat {
  return { seatId, nickname: seatId, team, tokenHash: 'h', joinedAt: T0, connected: true };
}

function newRecord(shared: boolean, titleCount: number, timerPreset: TimerPreset): GameRecord {
  const state = initialGameState({ teamA: 'Red', teamB: 'Blue', isSharedMode: shared, titleCount, timerPreset });
  const titles = Array.from({ length: titleCount }, (_, i) => ({ id: `t${i}`, title: `Title ${i}`, posterUrl: null }));
  const base: GameRecord = {
    gameId: 'g',
    userId: 'u',
    shareId: 's',
    language: 'en',
    categoryId: null,
    categoryTitle: null,
    isReplay: false,
    titles,
    state,
    revealCode: null,
    shortCode: null,
    markedIndex: -1,
    recentSeqs: [],
    version: 1,
  };
  const first = withDerivedFields(base, undefined);
  if (!first.room) return first;
  // Two phones on team A, one on B: a seat waits while another acts.
  const room = { ...first.room, seats: [seat('a1', 'A'), seat('b1', 'B'), seat('a2', 'A')] };
  return withDerivedFields({ ...first, room, version: 2 }, first);
}

/** The record after `event`, as the service saves it; undefined when the machine refuses. */
function after(record: GameRecord, event: GameEvent): GameRecord | undefined {
  const state = applyEvent(record.state, event);
  return state && withDerivedFields(nextRecord(record, state, undefined), record);
}

/** Every record reachable by the host's commands, each command one second after the last,
 *  and the clock's end (TIME_UP) when a deadline is set. */
function reachable(start: GameRecord): { record: GameRecord; now: number }[] {
  const seen = new Map<string, { record: GameRecord; now: number }>();
  const queue = [{ record: start, now: T0 }];
  while (queue.length) {
    const item = queue.shift()!;
    const { turnEndsAt, undo, ...rest } = item.record.state.context;
    const key = JSON.stringify([item.record.state.phase, rest, turnEndsAt !== null, !!undo, item.record.room?.actorSeatId]);
    if (seen.has(key)) continue;
    seen.set(key, item);
    const now = item.now + 1000;
    const { context } = item.record.state;
    const events: GameEvent[] = GAME_COMMAND_TYPES.map((type) => commandEvent(type, item.record.state, now));
    if (context.turnEndsAt !== null) events.push({ type: 'TIME_UP', now: context.turnEndsAt, turn: context.turn });
    for (const event of events) {
      const next = after(item.record, event);
      if (next) queue.push({ record: next, now: 'now' in event ? Math.max(now, event.now) : now });
    }
  }
  return [...seen.values()];
}

function viewersOf(record: GameRecord): Viewer[] {
  return [{ kind: 'host' }, { kind: 'watcher' }, ...(record.room?.seats ?? []).map((s): Viewer => ({ kind: 'seat', seatId: s.seatId }))];
}

/** Whether the service takes `type` from `viewer` at `now`, by its own rules (game-service.ts
 *  apply()), with XState's snapshot.can() as the machine. */
function accepted(record: GameRecord, viewer: Viewer, type: (typeof GAME_COMMAND_TYPES)[number], now: number): boolean {
  if (viewer.kind === 'watcher') return false;
  if (viewer.kind === 'seat' && !seatMaySend(record, viewer.seatId, type)) return false;
  if (isFinished(record.state) || record.closed) return false;
  return canApply(record.state, commandEvent(type, record.state, now));
}

describe('every view offers exactly the commands the server accepts from its viewer', () => {
  const games = [true, false].flatMap((shared) => TIMER_PRESETS.flatMap((preset) => [2, 5].map((titles) => ({ shared, preset, titles }))));

  it.each(games)('shared $shared, timer $preset, $titles titles', ({ shared, preset, titles }) => {
    const states = reachable(newRecord(shared, titles, preset));
    const phases = new Set(states.map((s) => s.record.state.phase));
    // The walk reaches every phase of the mode it starts in (and of the other, switching), the
    // end, and undo points.
    const mine = shared ? ['instruction', 'turnResult'] : ['handoff', 'revealed', 'ready'];
    for (const phase of [...mine, 'running', 'finished', ...(preset === 'off' ? [] : ['timeUp'])]) expect(phases).toContain(phase);
    expect(states.some((s) => s.record.state.context.undo)).toBe(true);
    let offered = 0;
    for (const { record, now } of states) {
      for (const at of [now, now + UNDO_CORRECT_WINDOW_MS + 1]) {
        for (const viewer of viewersOf(record)) {
          const actions = actionsFor(record, viewer, at);
          for (const type of GAME_COMMAND_TYPES) {
            const action = actions.find((a) => a.type === type);
            const where = `${record.state.phase} ${JSON.stringify(viewer)} ${type} at +${at - now}`;
            expect(action?.enabled ?? false, where).toBe(accepted(record, viewer, type, at));
            if (action && !action.enabled)
              expect(action.reason, where).toBe(machineRefusal(record.state, commandEvent(type, record.state, at)));
            if (action) offered++;
          }
        }
      }
    }
    expect(offered).toBeGreaterThan(states.length);
  });

  it('offers a Pass with no skip left, disabled with the reason the server gives', () => {
    let record = newRecord(false, 12, 'standard');
    for (const type of ['REVEAL', 'SKIP', 'SKIP'] as const) record = after(record, commandEvent(type, record.state, T0))!;
    const pass = actionsFor(record, { kind: 'host' }, T0).find((a) => a.type === 'SKIP');
    expect(pass).toEqual({ type: 'SKIP', enabled: false, reason: 'skip_limit_reached' });
    // The last title of a small game: no other title can take its place.
    let small = newRecord(false, 1, 'standard');
    small = after(small, { type: 'REVEAL' })!;
    expect(actionsFor(small, { kind: 'host' }, T0).find((a) => a.type === 'SKIP')).toEqual({
      type: 'SKIP',
      enabled: false,
      reason: 'skip_no_other_title',
    });
  });

  it('lets the seat whose Correct ended the turn undo it, and brings its turn, actor and score back', () => {
    let record = newRecord(true, 12, 'standard');
    expect(record.room?.actorSeatId).toBe('a1');
    record = after(record, { type: 'START_TIMER', now: T0 })!;
    const running = record;
    record = after(record, { type: 'CORRECT', now: T0 + 10_000 })!;
    expect(record.room?.actorSeatId).toBe('b1');
    expect(record.state.context.teams.A.score).toBe(1);
    expect(actionsFor(record, { kind: 'seat', seatId: 'a1' }, T0 + 12_000)).toEqual([{ type: 'UNDO_CORRECT', enabled: true }]);
    expect(actionsFor(record, { kind: 'seat', seatId: 'b1' }, T0 + 12_000)).toEqual([]);
    expect(actionsFor(record, { kind: 'seat', seatId: 'a1' }, T0 + 10_000 + UNDO_CORRECT_WINDOW_MS + 1)).toEqual([]);
    const undone = after(record, { type: 'UNDO_CORRECT', now: T0 + 12_000 })!;
    expect(undone.state.phase).toBe('running');
    expect(undone.state.context).toMatchObject({ turn: 1, currentTeam: 'A', turnsPlayed: 0, undo: null });
    expect(undone.state.context.teams.A.score).toBe(0);
    // The clock resumes with the time it had when Correct was pressed.
    expect(undone.state.context.turnEndsAt).toBe(running.state.context.turnEndsAt! + 2_000);
    expect(undone.room?.actorSeatId).toBe('a1');
    expect(undone.room?.nextActor).toEqual(running.room?.nextActor);
    expect(undone.turnResults ?? '').toBe('');
    expect(undone.beforeCorrect).toBeUndefined();
  });
});
