// Which saves take the Redis store's one-key script (SAVE_RECORD): only those that change the
// record alone. Any effect (a code issued or retired, a deadline, a room code), new titles, a
// creation or a due idle-timeout renewal needs the full script: the one-key script would drop it.
import { describe, expect, it } from 'vitest';
import { initialGameState } from '@charades/shared/game/engine';
import type { GameRecord } from './record.ts';
import { recordOnly } from './redis-store.ts';
import type { SaveEffects } from './store.ts';

const titles = Array.from({ length: 4 }, (_, i) => ({ id: `t${i}`, title: `Title ${i}`, posterUrl: null }));
const record = (version: number): GameRecord => ({
  gameId: 'g',
  userId: 'u',
  shareId: 's',
  language: 'ar',
  categoryId: null,
  categoryTitle: 'C',
  categoryInternalId: null,
  isReplay: false,
  titles,
  state: initialGameState({ teamA: 'A', teamB: 'B', isSharedMode: true, titleCount: titles.length }),
  revealCode: null,
  shortCode: null,
  markedIndex: -1,
  recentSeqs: [],
  version,
});

// Required<SaveEffects>: a new effect fails to compile here until the test covers it.
const EVERY_EFFECT: Required<SaveEffects> = {
  revealCode: { code: 'ABCD2345', ttlMs: 60_000 },
  retiredRevealCode: 'WXYZ6789',
  shortCode: { code: '123456', ttlMs: 60_000 },
  retiredShortCode: '654321',
  roomCode: { code: 'ROOM23', ttlMs: 60_000 },
  titlesChanged: true,
  deadline: { turn: 1, at: 1_700_000_000_000 },
};

describe('the Redis store’s one-key save', () => {
  it('takes a save that changes the record alone', () => {
    expect(recordOnly(record(5), 4, {}, false)).toBe(true);
  });

  it('leaves every save with an effect to the full script', () => {
    for (const [key, value] of Object.entries(EVERY_EFFECT)) {
      const effects = { [key]: value } as SaveEffects;
      // titlesChanged reaches the store as withTitles (the save's caller sets it from the flag).
      const withTitles = key === 'titlesChanged';
      expect(recordOnly(record(5), 4, effects, withTitles), key).toBe(false);
    }
  });

  it('leaves a creation, a save with titles and a due idle-timeout renewal to the full script', () => {
    expect(recordOnly(record(1), 0, {}, false)).toBe(false);
    expect(recordOnly(record(5), 4, {}, true)).toBe(false);
    expect(recordOnly(record(16), 15, {}, false)).toBe(false);
  });

  it('treats an effect it does not know as needing the full script', () => {
    const unknown = { somethingNew: { code: 'X' } } as unknown as SaveEffects;
    expect(recordOnly(record(5), 4, unknown, false)).toBe(false);
  });
});
