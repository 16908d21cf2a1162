// Applies commands to games: load the record, run the machine, compare-and-set the new
// version, and only then record side effects and broadcast. The game core knows nothing of
// sockets; the gateway gives it a broadcaster.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { applyEvent, isFinished, titleVisible } from '@charades/shared/game/engine';
import type { GameEvent } from '@charades/shared/game/machine';
import type { GameCommand } from '@charades/shared/schemas/games';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameSessions } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { markTitlesPlayed, type PlayedTitle } from '../services/games/mark-title-played.ts';
import { persistGames } from '../services/games/persist-game.ts';
import { createGroupWriter } from '../lib/group-writer.ts';
import { RECENT_SEQS_KEPT, type GameRecord } from './record.ts';
import type { GameStore, SaveEffects } from './store.ts';
import type { DeadlineScheduler } from './scheduler.ts';
import { rebuildRecord } from './rebuild-record.ts';

export interface Broadcaster {
  gameChanged(record: GameRecord, previous: GameRecord | undefined): void;
}

export type Actor = { kind: 'user'; userId: string } | { kind: 'system' };

export interface CommandResult {
  version: number;
  duplicate: boolean;
  record: GameRecord;
}

const MAX_CAS_ATTEMPTS = 8;
const LAST_SAVED_KEPT = 20_000;
// A reveal code outlives its turn by nothing: it is checked against the record. The TTL only
// cleans the index of codes of abandoned games.
const REVEAL_CODE_TTL_MS = 6 * 3600_000;
// Short codes are typed by hand: six characters without look-alikes (0/O, 1/I/L), about
// 887 million of them. They are looked up at a limited rate (see the socket gateway), and a
// code is live for one turn only.
const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const SHORT_CODE_LENGTH = 6;
const CREATE_ATTEMPTS = 4;

function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

export class GameService {
  private broadcaster: Broadcaster | undefined;
  // Commands for one game are applied one at a time in this process; CAS covers the rest.
  private chains = new Map<string, Promise<unknown>>();
  // The last record this process saved per game: commands start from it and skip a store
  // read. It may be stale if another process moved the game on; the compare-and-set then
  // fails and the command retries from the store.
  private lastSaved = new Map<string, GameRecord>();
  // Bookkeeping writes still running after a command was answered, per game.
  private bookkeeping = new Map<string, Promise<unknown>>();
  // Durable writes of all live games, batched under load (group commit).
  private readonly durableRecords = createGroupWriter<GameRecord>((records) => persistGames({ db: this.db, records }));
  private readonly playedTitles = createGroupWriter<PlayedTitle>((played) => markTitlesPlayed({ db: this.db, played }));

  constructor(
    private readonly db: Db,
    readonly store: GameStore,
    private readonly scheduler: DeadlineScheduler,
    private readonly log: FastifyBaseLogger,
  ) {
    scheduler.start((gameId, turn) => this.fireDeadline(gameId, turn));
  }

  setBroadcaster(b: Broadcaster) {
    this.broadcaster = b;
  }

  private serial<T>(gameId: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.chains.get(gameId) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => {});
    this.chains.set(gameId, tail);
    void tail.then(() => {
      if (this.chains.get(gameId) === tail) this.chains.delete(gameId);
    });
    return next;
  }

  /** The hot record, rebuilt from game_sessions when the store has lost it. */
  async load(gameId: string): Promise<GameRecord | undefined> {
    const hot = await this.store.get(gameId);
    if (hot) return hot;
    const rebuilt = await rebuildRecord({ db: this.db, gameId });
    if (!rebuilt) return undefined;
    // Another process may be rebuilding it too: then its record is the game.
    return (await this.create(rebuilt)) ?? this.store.get(gameId);
  }

  /** Stores a new record; undefined when the game already exists. */
  private async create(record: GameRecord): Promise<GameRecord | undefined> {
    for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
      const prepared = this.prepare(record, record);
      if (await this.store.create(prepared, effectsOf(prepared, undefined))) {
        this.remember(prepared);
        this.afterSave(prepared, undefined);
        return prepared;
      }
      // Refused with no game there: the short code was taken; prepare draws another.
      if (await this.store.get(record.gameId)) return undefined;
    }
    throw new Error(`game ${record.gameId} could not be stored`);
  }

  /** The game whose current turn's short code this is (case does not matter). */
  async findByShortCode(code: string): Promise<GameRecord | undefined> {
    const normal = code.toUpperCase();
    const gameId = await this.store.gameForShortCode(normal);
    const record = gameId ? await this.load(gameId) : undefined;
    return record && record.shortCode === normal && record.revealCode ? record : undefined;
  }

  async findByRevealCode(code: string): Promise<GameRecord | undefined> {
    const gameId = await this.store.gameForRevealCode(code);
    const record = gameId ? await this.load(gameId) : undefined;
    return record && record.revealCode === code ? record : undefined;
  }

  async findByShareId(shareId: string): Promise<GameRecord | undefined> {
    const [row] = await this.db.select({ id: gameSessions.id }).from(gameSessions).where(eq(gameSessions.shareId, shareId));
    return row ? this.load(row.id) : undefined;
  }

  /** Stores a freshly created game and performs its first side effects. */
  async register(record: GameRecord): Promise<GameRecord> {
    // The game's first command starts from the record kept by create, without a store read.
    const created = await this.create(record);
    if (!created) throw new Error(`game ${record.gameId} already exists`);
    return created;
  }

  async applyCommand(opts: { gameId: string; actor: Actor; command: GameCommand; clientSeq?: string | number }): Promise<CommandResult> {
    const now = Date.now();
    const event = stamp(opts.command, now);
    return this.apply(opts.gameId, opts.actor, event, opts.clientSeq === undefined ? undefined : String(opts.clientSeq));
  }

  private async fireDeadline(gameId: string, turn: number): Promise<void> {
    try {
      await this.apply(gameId, { kind: 'system' }, { type: 'TIME_UP', now: Date.now(), turn }, undefined);
    } catch (err) {
      // A stale deadline (turn already over, clock reset) is refused by the machine: fine.
      if (!(err instanceof AppError)) this.log.error({ err, gameId }, 'deadline failed');
    }
  }

  private apply(gameId: string, actor: Actor, event: GameEvent, seq: string | undefined): Promise<CommandResult> {
    return this.serial(gameId, async () => {
      await this.bookkeeping.get(gameId);
      for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
        const cached = attempt === 0 ? this.lastSaved.get(gameId) : undefined;
        const current = cached ?? (await this.load(gameId));
        if (!current || (actor.kind === 'user' && current.userId !== actor.userId)) {
          throw new AppError('game_not_found');
        }
        if (seq !== undefined) {
          const seen = current.recentSeqs.find(([s]) => s === seq);
          // A retried command is rare: answer it from the store, never from memory that a
          // flush or another server may have left behind.
          if (seen && cached) {
            this.lastSaved.delete(gameId);
            continue;
          }
          if (seen) return { version: seen[1], duplicate: true, record: current };
        }
        if (isFinished(current.state) && !cached) throw new AppError('game_not_in_progress');
        // TIME_UP is the server's own; the client never sends it (the schema refuses it).
        const nextState = applyEvent(current.state, event);
        if (!nextState) {
          // A cached record may be behind the store: decide only on the stored one.
          if (cached) {
            this.lastSaved.delete(gameId);
            continue;
          }
          throw new AppError('command_not_allowed', { message: `${event.type} is not allowed while the game is in ${current.state.phase}` });
        }
        const next = this.prepare(
          {
            ...current,
            state: nextState,
            version: current.version + 1,
            recentSeqs: seq === undefined ? current.recentSeqs : [...current.recentSeqs, [seq, current.version + 1] as [string, number]].slice(-RECENT_SEQS_KEPT),
          },
          current,
        );
        // What viewers need before they act on the new state (the reveal code's index, the
        // deadline) is written with the compare-and-set, and only if it wins.
        if (await this.store.compareAndSet(next, current.version, effectsOf(next, current))) {
          this.remember(next);
          this.afterSave(next, current);
          // Viewers already have the new state; the caller's answer also means it is recorded.
          await this.bookkeeping.get(gameId);
          return { version: next.version, duplicate: false, record: next };
        }
        this.lastSaved.delete(gameId);
      }
      throw new AppError('version_conflict');
    });
  }

  /** Another process saved `version` of the game: what this one remembers of it is older. */
  peerSaved(gameId: string, version: number): void {
    const cached = this.lastSaved.get(gameId);
    if (cached && cached.version < version) this.lastSaved.delete(gameId);
  }

  /** Keeps the record this process just saved as the start of the game's next command. */
  private remember(record: GameRecord): void {
    this.lastSaved.delete(record.gameId);
    if (isFinished(record.state)) return;
    this.lastSaved.set(record.gameId, record);
    // Forget the least recently played games beyond a bound (abandoned games).
    if (this.lastSaved.size > LAST_SAVED_KEPT) this.lastSaved.delete(this.lastSaved.keys().next().value!);
  }

  /** Derived fields of a record about to be saved: the reveal code and the marked title. */
  private prepare(next: GameRecord, previous: GameRecord): GameRecord {
    const c = next.state.context;
    let revealCode = next.revealCode;
    let shortCode = next.shortCode ?? null;
    const turnChanged = c.turn !== previous.state.context.turn || c.isSharedMode !== previous.state.context.isSharedMode;
    if (!c.isSharedMode || isFinished(next.state)) {
      revealCode = null;
      shortCode = null;
    } else if (!revealCode || turnChanged) {
      revealCode = randomBytes(16).toString('base64url');
      shortCode = newShortCode();
    } else if (!shortCode) {
      // A record saved before short codes existed.
      shortCode = newShortCode();
    }
    // A title counts as played once it has been shown to the actor (never on a replay).
    const markedIndex = !next.isReplay && titleVisible(next.state) && c.titleIndex > next.markedIndex ? c.titleIndex : next.markedIndex;
    return { ...next, revealCode, shortCode, markedIndex };
  }

  /**
   * After a save: viewers get the new state at once; bookkeeping no viewer waits for
   * (durable record, played titles) runs after it, queued so the next command of this game
   * waits for it and one game's durable writes never overtake each other.
   */
  private afterSave(record: GameRecord, previous: GameRecord | undefined): void {
    const c = record.state.context;
    const p = previous?.state.context;
    this.broadcaster?.gameChanged(record, previous);

    const after: Promise<unknown>[] = [];
    if (record.markedIndex !== previous?.markedIndex && record.markedIndex >= 0 && !record.isReplay) {
      after.push(this.markShown(record));
    }
    const turnEnded = !p || c.turnsPlayed !== p.turnsPlayed || c.isSharedMode !== p.isSharedMode || (record.state.phase !== previous?.state.phase && isFinished(record.state));
    if (previous && turnEnded) {
      // SPEC §8: saving the session fails silently (logged); play goes on.
      after.push(this.durableRecords.write(record).catch((err) => this.log.error({ err, gameId: record.gameId }, 'saving game failed')));
    }
    if (after.length) {
      const done = Promise.allSettled(after).then(() => {
        if (this.bookkeeping.get(record.gameId) === done) this.bookkeeping.delete(record.gameId);
      });
      this.bookkeeping.set(record.gameId, done);
    }
  }

  private async markShown(record: GameRecord): Promise<void> {
    const title = record.titles[record.markedIndex];
    if (!title) return;
    try {
      await this.playedTitles.write({ userId: record.userId, titleId: title.id, categoryId: record.categoryId, language: record.language });
    } catch (err) {
      this.log.error({ err, gameId: record.gameId }, 'marking title played failed');
    }
  }

  async close(): Promise<void> {
    await this.scheduler.stop();
    await Promise.allSettled([...this.chains.values()]);
    // Every durable write is part of its game's bookkeeping, so this waits for them too.
    await Promise.allSettled([...this.bookkeeping.values()]);
    await this.store.close();
  }
}

/** What a save implies beyond the record itself (see SaveEffects). */
function effectsOf(record: GameRecord, previous: GameRecord | undefined): SaveEffects {
  const effects: SaveEffects = {};
  const c = record.state.context;
  if (record.revealCode && record.revealCode !== previous?.revealCode) effects.revealCode = { code: record.revealCode, ttlMs: REVEAL_CODE_TTL_MS };
  if (previous?.revealCode && previous.revealCode !== record.revealCode) effects.retiredRevealCode = previous.revealCode;
  if (record.shortCode && record.shortCode !== previous?.shortCode) effects.shortCode = { code: record.shortCode, ttlMs: REVEAL_CODE_TTL_MS };
  if (previous?.shortCode && previous.shortCode !== record.shortCode) effects.retiredShortCode = previous.shortCode;
  if (c.turnEndsAt !== null && c.turnEndsAt !== previous?.state.context.turnEndsAt) effects.deadline = { turn: c.turn, at: c.turnEndsAt };
  return effects;
}

function stamp(command: GameCommand, now: number): GameEvent {
  switch (command.type) {
    case 'START_TIMER':
    case 'CORRECT':
    case 'INCORRECT':
      return { type: command.type, now };
    case 'SET_SHARED_MODE':
      return { type: 'SET_SHARED_MODE', enabled: command.enabled };
    default:
      return { type: command.type };
  }
}
