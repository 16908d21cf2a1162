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

  it('marks a title once it is shown to the actor, never on a replay', () => {
    const start = newRecord(false);
    expect(start.markedIndex).toBe(-1);
    const revealed = play(start, { type: 'REVEAL' });
    expect(revealed.markedIndex).toBe(0);
    expect(titleToMark(revealed, start)).toEqual({ userId: 'u', titleId: 't0', categoryId: 'c', language: 'en' });
    expect(titleToMark(play(revealed, { type: 'READY' }), revealed)).toBeUndefined();
    const replay = newRecord(false, true);
    expect(titleToMark(play(replay, { type: 'REVEAL' }), replay)).toBeUndefined();
  });

  it('counts versions and remembers client sequence numbers', () => {
    const start = newRecord(false);
    const next = nextRecord(start, applyEvent(start.state, { type: 'REVEAL' })!, '7');
    expect(next).toMatchObject({ version: 2, recentSeqs: [['7', 2]] });
  });

  it('writes the durable record at turn ends and mode changes only, and schedules the running clock', () => {
    const ready = play(newRecord(false), { type: 'REVEAL' }, { type: 'READY' });
    const running = play(ready, { type: 'START_TIMER', now: T0 });
    expect(durableWriteDue(running, ready)).toBe(false);
    expect(saveEffectsOf(running, ready).deadline).toEqual({ turn: 1, at: T0 + 90_000 });
    expect(durableWriteDue(play(running, { type: 'CORRECT', now: T0 + 1 }), running)).toBe(true);
    expect(durableWriteDue(play(ready, { type: 'SET_SHARED_MODE', enabled: true }), ready)).toBe(true);
    expect(durableWriteDue(ready, undefined)).toBe(false);
  });
});
