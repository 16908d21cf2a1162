// The fast reading of game:command must never disagree with its schema: every message it
// accepts the schema accepts with the same result, and parseGameCommandMessage answers as
// the schema does for every input, the usual and the broken.
import { describe, expect, it } from 'vitest';
import { GAME_COMMAND_TYPES } from '../game/command-types.ts';
import { gameCommandMessage } from './games.ts';
import { parseGameCommandMessage, readGameCommandMessage } from './game-command-message.ts';

const GAME_IDS: unknown[] = [
  'd9ee3d22-b37b-43ac-8688-000000000012',
  'D9EE3D22-B37B-43AC-8688-00000000001A',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'd9ee3d22-b37b-03ac-8688-000000000012', // version 0
  'd9ee3d22-b37b-43ac-c688-000000000012', // variant c
  'd9ee3d22b37b43ac8688000000000012',
  ' d9ee3d22-b37b-43ac-8688-000000000012',
  '',
  42,
  null,
  undefined,
];
const COMMANDS: unknown[] = [
  ...GAME_COMMAND_TYPES.map((type) => ({ type })),
  ...GAME_COMMAND_TYPES.map((type) => ({ type, enabled: true, extra: 'x' })),
  { type: 'SET_SHARED_MODE', enabled: false },
  { type: 'SET_SHARED_MODE', enabled: 'yes' },
  { type: 'TIME_UP' },
  { type: 'correct' },
  {},
  ['CORRECT'],
  'CORRECT',
  null,
];
const CLIENT_SEQS: unknown[] = [
  '8208d5fe-b9cb-49fc-a35b-000000000001',
  'a',
  '',
  'x'.repeat(64),
  'x'.repeat(65),
  'تسلسل ٣',
  'emoji 🎬',
  'bell\u0007',
  'lone \ud800 surrogate',
  0,
  -0,
  7,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  2 ** 53 - 1,
  '7',
  true,
  undefined,
];

function* messages(): Generator<unknown> {
  for (const gameId of GAME_IDS)
    for (const command of COMMANDS)
      for (const clientSeq of CLIENT_SEQS) {
        yield { gameId, command, clientSeq };
        yield { gameId, command, clientSeq, extra: 1 };
      }
  yield null;
  yield 'message';
  yield [];
  yield 12;
  yield { gameId: GAME_IDS[0], command: COMMANDS[0] };
}

describe('reading game:command', () => {
  it('reads every command of the usual shape without the schema, as the schema reads it', () => {
    for (const command of [
      ...GAME_COMMAND_TYPES.filter((t) => t !== 'SET_SHARED_MODE').map((type) => ({ type })),
      { type: 'SET_SHARED_MODE', enabled: true },
    ])
      for (const clientSeq of ['8208d5fe-b9cb-49fc-a35b-000000000001', 3]) {
        const message = { gameId: GAME_IDS[0], command, clientSeq };
        expect(readGameCommandMessage(message)).toEqual(gameCommandMessage.parse(message));
      }
  });

  it('agrees with the schema on every input, and accepts nothing the schema refuses', () => {
    let read = 0;
    let total = 0;
    for (const message of messages()) {
      total++;
      const schema = gameCommandMessage.safeParse(message);
      const fast = readGameCommandMessage(message);
      if (fast !== undefined) {
        read++;
        expect(schema.success, JSON.stringify(message)).toBe(true);
        expect(fast).toStrictEqual(schema.data);
      }
      const parsed = parseGameCommandMessage(message);
      expect(parsed.success, JSON.stringify(message)).toBe(schema.success);
      if (parsed.success) expect(parsed.data).toStrictEqual(schema.data);
    }
    // Both kinds were tried: some read the fast way, the rest decided by the schema.
    expect(read).toBeGreaterThan(100);
    expect(total - read).toBeGreaterThan(1000);
  });
});
