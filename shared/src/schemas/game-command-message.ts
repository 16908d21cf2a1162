// The game:command message, read the fast way. It is the one message every game command
// carries, and the generic schema walk (gameCommandMessage, games.ts) cost a command about
// 40 µs in a busy server, where a bare check costs a microsecond (issue 34: zod's parsers are
// shared by every schema of the server, so their call sites run megamorphic). This reads the
// usual shape only, and hands anything else to the schema: what it accepts, the schema
// accepts with the same result (game-command-message.test.ts holds it to that).
import { regexes, type z } from 'zod';
import { isSafeText } from '../text-rules.ts';
import { GAME_COMMAND_TYPES } from '../game/command-types.ts';
import { gameCommandMessage } from './games.ts';

export type GameCommandMessage = z.infer<typeof gameCommandMessage>;

const UUID = regexes.uuid();
// The commands that carry nothing but their type.
const BARE_TYPES: ReadonlySet<unknown> = new Set(GAME_COMMAND_TYPES.filter((type) => type !== 'SET_SHARED_MODE'));

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

function clientSeqOf(value: unknown): string | number | undefined {
  if (typeof value === 'string') return value.length >= 1 && value.length <= 64 && isSafeText(value) ? value : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

function commandOf(value: unknown): GameCommandMessage['command'] | undefined {
  if (!isPlain(value)) return undefined;
  const { type } = value;
  if (BARE_TYPES.has(type)) return { type } as GameCommandMessage['command'];
  if (type === 'SET_SHARED_MODE' && typeof value.enabled === 'boolean') return { type, enabled: value.enabled };
  return undefined;
}

/** The usual message, read without the schema; undefined for anything else. */
export function readGameCommandMessage(payload: unknown): GameCommandMessage | undefined {
  if (!isPlain(payload)) return undefined;
  const { gameId } = payload;
  if (typeof gameId !== 'string' || !UUID.test(gameId)) return undefined;
  const command = commandOf(payload.command);
  const clientSeq = clientSeqOf(payload.clientSeq);
  return command && clientSeq !== undefined ? { gameId, command, clientSeq } : undefined;
}

/** gameCommandMessage.safeParse, with the usual message read the fast way. */
export function parseGameCommandMessage(payload: unknown): { success: true; data: GameCommandMessage } | { success: false } {
  const fast = readGameCommandMessage(payload);
  if (fast) return { success: true, data: fast };
  return gameCommandMessage.safeParse(payload);
}
