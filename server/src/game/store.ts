// Where hot game state lives. Every write is a compare-and-set on the version, so two
// processes (or two devices) can never both apply a command to the same version.
import type { GameRecord } from './record.ts';

export interface GameStore {
  kind: 'redis' | 'memory';
  get(gameId: string): Promise<GameRecord | undefined>;
  /** Creates the record if no record exists. False when one already does. */
  create(record: GameRecord): Promise<boolean>;
  /** Writes `record` only if the stored version is still `expectedVersion`. */
  compareAndSet(record: GameRecord, expectedVersion: number): Promise<boolean>;
  /** Maps a reveal code to its game for `ttlMs`. */
  setRevealCode(code: string, gameId: string, ttlMs: number): Promise<void>;
  gameForRevealCode(code: string): Promise<string | undefined>;
  deleteRevealCode(code: string): Promise<void>;
  /** Forgets every game (tests use it to simulate a flushed cache). */
  close(): Promise<void>;
}

export function createMemoryGameStore(): GameStore {
  const games = new Map<string, string>();
  const codes = new Map<string, { gameId: string; expiresAt: number }>();
  return {
    kind: 'memory',
    async get(gameId) {
      const raw = games.get(gameId);
      return raw ? (JSON.parse(raw) as GameRecord) : undefined;
    },
    async create(record) {
      if (games.has(record.gameId)) return false;
      games.set(record.gameId, JSON.stringify(record));
      return true;
    },
    async compareAndSet(record, expectedVersion) {
      const raw = games.get(record.gameId);
      const current = raw ? (JSON.parse(raw) as GameRecord).version : undefined;
      if (current !== expectedVersion) return false;
      games.set(record.gameId, JSON.stringify(record));
      return true;
    },
    async setRevealCode(code, gameId, ttlMs) {
      codes.set(code, { gameId, expiresAt: Date.now() + ttlMs });
    },
    async gameForRevealCode(code) {
      const entry = codes.get(code);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        codes.delete(code);
        return undefined;
      }
      return entry.gameId;
    },
    async deleteRevealCode(code) {
      codes.delete(code);
    },
    async close() {},
  };
}
