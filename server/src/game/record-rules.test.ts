import { describe, expect, it } from 'vitest';
import { applyEvent, initialGameState, type GameState } from '@charades/shared/game/engine';
import type { GameEvent } from '@charades/shared/game/machine';
import type { GameRecord } from './record.ts';
import { durableWriteDue, newGameRecord, nextRecord, saveEffectsOf, titleToMark, withDerivedFields } from './record-rules.ts';

const T0 = 1_700_000_000_000;
const titles = Array.from({ length: 8 }, (_, i) => ({ id: `t${i}`, title: `Title ${i}`, posterUrl: null }));

function newRecord(isSharedMode: boolean, isReplay = false): GameRecord {
  const state = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode, titleCount: titles.length });
  const game = {
    gameId: 'g',
    userId: 'u',
    shareId: 's',
    categoryId: 'c',
    categoryTitle: 'C',
    language: 'en' as const,
    titles,
    isReplay,
    state,
    version: 1,
  };
  return withDerivedFields(newGameRecord(game), undefined);
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

describe('record rules', () => {
  it('gives a shared-mode turn a reveal code and a typeable short code, new at every turn, none once finished', () => {
    const first = newRecord(true);
    expect(first.revealCode).toMatch(/^[\w-]{22}$/);
    expect(first.shortCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const running = play(first, { type: 'START_TIMER', now: T0 });
    expect([running.revealCode, running.shortCode]).toEqual([first.revealCode, first.shortCode]);
    const nextTurn = play(running, { type: 'CORRECT', now: T0 + 1 }, { type: 'NEXT_TURN' });
    expect(nextTurn.revealCode).not.toBe(first.revealCode);
    expect(saveEffectsOf(nextTurn, running)).toMatchObject({
      revealCode: { code: nextTurn.revealCode },
      retiredRevealCode: first.revealCode,
      retiredShortCode: first.shortCode,
    });
    expect(newRecord(false)).toMatchObject({ revealCode: null, shortCode: null });
  });

  // Marking moved from "shown to the actor" to "its turn acted" (issue 16): a title shown and
  // then skipped goes back to the pool, so showing alone may not mark it.
  it('marks a title once its turn is acted, never on being shown or skipped, never on a replay', () => {
    const start = newRecord(false);
    expect(start.markedIndex).toBe(-1);
    const revealed = play(start, { type: 'REVEAL' });
    expect(titleToMark(revealed, start)).toBeUndefined();
    const skipped = play(revealed, { type: 'SKIP' });
    expect(titleToMark(skipped, revealed)).toBeUndefined();
    const running = play(skipped, { type: 'READY' }, { type: 'START_TIMER', now: T0 });
    const ended = play(running, { type: 'CORRECT', now: T0 + 1 });
    expect(ended.markedIndex).toBe(0);
    // The title acted is the one that took the skipped one's place.
    expect(titleToMark(ended, running)).toEqual({ userId: 'u', titleId: 't1', categoryId: 'c', deckId: null, language: 'en' });
    expect(titleToMark(play(ended, { type: 'REVEAL' }), ended)).toBeUndefined();
    const replay = newRecord(false, true);
    const replayTurn = play(replay, { type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now: T0 });
    expect(titleToMark(play(replayTurn, { type: 'INCORRECT', now: T0 }), replayTurn)).toBeUndefined();
  });

  it("puts a skipped title back at the end of the pool, keeps the turn's codes and writes the durable record", () => {
    const first = newRecord(true);
    const running = play(first, { type: 'START_TIMER', now: T0 });
    const skipped = play(running, { type: 'SKIP' });
    expect(skipped.state.context.titleIndex).toBe(0);
    expect(skipped.titles.map((t) => t.id)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't0']);
    expect([skipped.revealCode, skipped.shortCode]).toEqual([first.revealCode, first.shortCode]);
    expect(saveEffectsOf(skipped, running)).toEqual({});
    expect(durableWriteDue(skipped, running)).toBe(true);
    // The second skip of the turn moves the next one back, behind the first.
    const twice = play(skipped, { type: 'SKIP' });
    expect(twice.titles.map((t) => t.id)).toEqual(['t2', 't3', 't4', 't5', 't6', 't7', 't0', 't1']);
    // Played titles keep their places: after a turn, a skip moves only the unplayed ones.
    const nextTurn = play(twice, { type: 'CORRECT', now: T0 + 1 }, { type: 'NEXT_TURN' }, { type: 'SKIP' });
    expect(nextTurn.titles.map((t) => t.id)).toEqual(['t2', 't4', 't5', 't6', 't7', 't0', 't1', 't3']);
    expect(nextTurn.state.context.lastTurn?.titleIndex).toBe(0);
  });

  it('counts versions and remembers client sequence numbers', () => {
    const start = newRecord(false);
    const next = nextRecord(start, applyEvent(start.state, { type: 'REVEAL' })!, '7');
    expect(next).toMatchObject({ version: 2, recentSeqs: [['7', 2]] });
  });

  it('writes the durable record at turn ends, clock starts and mode changes only, and schedules the running clock', () => {
    const revealed = play(newRecord(false), { type: 'REVEAL' });
    const ready = play(revealed, { type: 'READY' });
    expect(durableWriteDue(ready, revealed)).toBe(false);
    const running = play(ready, { type: 'START_TIMER', now: T0 });
    // Issue 30 §6: a restart must find the running clock, to resume with the time left.
    expect(durableWriteDue(running, ready)).toBe(true);
    expect(saveEffectsOf(running, ready).deadline).toEqual({ turn: 1, at: T0 + 90_000 });
    expect(durableWriteDue(play(running, { type: 'CORRECT', now: T0 + 1 }), running)).toBe(true);
    expect(durableWriteDue(play(ready, { type: 'SET_SHARED_MODE', enabled: true }), ready)).toBe(true);
    expect(durableWriteDue(ready, undefined)).toBe(false);
  });
});
