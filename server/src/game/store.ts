// Where hot game state lives. Every write is a compare-and-set on the version, so two
// processes (or two devices) can never both apply a command to the same version. What a
// saved change implies (the reveal-code index, the turn's deadline, telling the other
// processes) is written with it, in the same step, and only if the compare-and-set won.
import type { GameRecord } from './record.ts';
import type { DeadlineScheduler } from './scheduler.ts';

export interface SaveEffects {
  /** The new turn's reveal code, to be found by `gameForRevealCode` for `ttlMs`. */
  revealCode?: { code: string; ttlMs: number };
  /** The previous turn's code, no longer to be found. */
  retiredRevealCode?: string;
  /** The new turn's short code, found by `gameForShortCode`. Unique among live short codes:
   *  the save fails, as a lost compare-and-set does, when another game holds it. */
  shortCode?: { code: string; ttlMs: number };
  retiredShortCode?: string;
  /** The game's room code, found by `gameForRoomCode`, renewed for `ttlMs`. Unique as short
   *  codes are: the save fails when another game holds it (the same game renews it). */
  roomCode?: { code: string; ttlMs: number };
  /** The titles differ from the stored record's (a new game, or a skip reordered them): a
   *  store that keeps them apart writes them only then. */
  titlesChanged?: boolean;
  /** When the running clock of `turn` reaches 0: the scheduler fires TIME_UP then. */
  deadline?: { turn: number; at: number };
}

/** A change saved by another process: enough for this one to deliver it to its viewers. */
export interface GameChange {
  gameId: string;
  version: number;
  retiredRevealCode: string | null;
}

export interface GameStore {
  kind: 'redis' | 'memory';
  /** The stored record. `known`, a record this process saved, comes back as it is when it is
   *  still the stored one: a store may then skip decoding it. With `heldIfHeard`, a store that
   *  has heard every peer's change since it saved `known` may answer it without asking: a
   *  record the store has lost since (a flush) then still comes back, until the next save. */
  get(gameId: string, known?: GameRecord, opts?: { heldIfHeard?: boolean }): Promise<GameRecord | undefined>;
  /** Creates the record if no record exists. False when one already does. */
  create(record: GameRecord, effects: SaveEffects): Promise<boolean>;
  /** Writes `record` only if the stored version is still `expectedVersion`. */
  compareAndSet(record: GameRecord, expectedVersion: number, effects: SaveEffects): Promise<boolean>;
  /** The game a reveal code was issued for. A store may answer from what it saved itself, so a
   *  game whose code another process has since retired may come back: check its current code. */
  gameForRevealCode(code: string): Promise<string | undefined>;
  gameForShortCode(code: string): Promise<string | undefined>;
  gameForRoomCode(code: string): Promise<string | undefined>;
  /** Calls `handler` for every change saved by another process sharing this store. */
  onPeerChange(handler: (change: GameChange) => void): Promise<void>;
  close(): Promise<void>;
}

/** One process, no peers: records in a map, deadlines on the in-process scheduler. */
export function createMemoryGameStore(scheduler: DeadlineScheduler): GameStore {
  const games = new Map<string, string>();
  const versions = new Map<string, number>();
  const codes = new Map<string, { gameId: string; expiresAt: number }>();
  const shortCodes = new Map<string, { gameId: string; expiresAt: number }>();
  function lookup(index: typeof codes, code: string) {
    const entry = index.get(code);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      index.delete(code);
      return undefined;
    }
    return entry.gameId;
  }
  const roomCodes = new Map<string, { gameId: string; expiresAt: number }>();
  const codeTaken = (record: GameRecord, effects: SaveEffects) =>
    (!!effects.shortCode && lookup(shortCodes, effects.shortCode.code) !== undefined) ||
    (!!effects.roomCode && (lookup(roomCodes, effects.roomCode.code) ?? record.gameId) !== record.gameId);
  function write(record: GameRecord, effects: SaveEffects) {
    // Kept as JSON, as Redis keeps it: no caller can change a stored record by accident.
    games.set(record.gameId, JSON.stringify(record));
    versions.set(record.gameId, record.version);
    if (effects.revealCode) codes.set(effects.revealCode.code, { gameId: record.gameId, expiresAt: Date.now() + effects.revealCode.ttlMs });
    if (effects.retiredRevealCode) codes.delete(effects.retiredRevealCode);
    if (effects.shortCode)
      shortCodes.set(effects.shortCode.code, { gameId: record.gameId, expiresAt: Date.now() + effects.shortCode.ttlMs });
    if (effects.retiredShortCode) shortCodes.delete(effects.retiredShortCode);
    if (effects.roomCode) roomCodes.set(effects.roomCode.code, { gameId: record.gameId, expiresAt: Date.now() + effects.roomCode.ttlMs });
    if (effects.deadline) void scheduler.schedule(record.gameId, effects.deadline.turn, effects.deadline.at);
  }
  return {
    kind: 'memory',
    async get(gameId, known) {
      // This process is the only writer: the record it saved is the stored one while the versions match.
      if (known && versions.get(gameId) === known.version) return known;
      const raw = games.get(gameId);
      return raw ? (JSON.parse(raw) as GameRecord) : undefined;
    },
    async create(record, effects) {
      if (games.has(record.gameId) || codeTaken(record, effects)) return false;
      write(record, effects);
      return true;
    },
    async compareAndSet(record, expectedVersion, effects) {
      if (versions.get(record.gameId) !== expectedVersion || codeTaken(record, effects)) return false;
      write(record, effects);
      return true;
    },
    async gameForRevealCode(code) {
      return lookup(codes, code);
    },
    async gameForShortCode(code) {
      return lookup(shortCodes, code);
    },
    async gameForRoomCode(code) {
      return lookup(roomCodes, code);
    },
    async onPeerChange() {},
    async close() {},
  };
}
