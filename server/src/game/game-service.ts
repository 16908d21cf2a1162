// Applies commands to games: load the record, run the machine, compare-and-set the new
// version, and only then record side effects and broadcast. Every save, of a new game, a
// rebuilt one or a command's result, takes the one commit path; the rules it applies are in
// record-rules.ts. The game core knows nothing of sockets: it is given a broadcaster, and
// hands it every change, this process's own and those its peers announce, so there is one way
// out to the viewers. It alone talks to the game store.
import type { FastifyBaseLogger } from 'fastify';
import { applyEvent, isFinished } from '@charades/shared/game/engine';
import { eventOf, machineRefusal } from '@charades/shared/game/commands';
import type { GameEvent } from '@charades/shared/game/machine';
import type { GameCommand } from '@charades/shared/schemas/games';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameSessions } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { createGameSession, type NewGameOptions } from '../services/games/create-game-session.ts';
import { recordTurns, type PlayedTitle } from '../services/games/record-turns.ts';
import { createGroupWriter } from '../lib/group-writer.ts';
import type { GameRecord, RoomSeat } from './record.ts';
import {
  durableWriteDue,
  newGameRecord,
  nextRecord,
  saveEffectsOf,
  titlesChanged,
  titleToMark,
  withDerivedFields,
} from './record-rules.ts';
import type { GameChange, GameStore } from './store.ts';
import { rebuildRecord } from './rebuild-record.ts';
import { seatMaySend, type Actor } from './command-rules.ts';
import { addSeat, seatFor, withActor, withConnected, withSeatRemoved, withSeatRenamed } from './room-rules.ts';

export interface Broadcaster {
  /** `record` was saved; `retiredRevealCode` is the previous turn's code, if any. */
  gameChanged(record: GameRecord, retiredRevealCode: string | null): void;
  /** Whether anyone watches the game here: a peer's change is read from the store only then. */
  hasViewers(gameId: string): boolean;
}

export type { Actor };

/** A turn end's durable writes: the game's record, the title it has just played, or both. */
interface TurnWrite {
  game?: GameRecord;
  played?: PlayedTitle;
}

export interface CommandResult {
  version: number;
  duplicate: boolean;
  record: GameRecord;
}

const MAX_CAS_ATTEMPTS = 8;
const LAST_SAVED_KEPT = 20_000;
const CREATE_ATTEMPTS = 4;
// How long a turn end's durable write waits for others to share its statement. Only the
// acknowledgement of a command that ends a turn waits this much longer (viewers already have
// the new state, and the next command comes seconds later); in return a few hundred turn ends
// a second cost PostgreSQL and this process a few dozen calls (issue 18).
const TURN_WRITE_LINGER_MS = 25;

export class GameService {
  // Commands for one game are applied one at a time in this process; CAS covers the rest.
  private chains = new Map<string, Promise<unknown>>();
  // The last record this process saved per game: commands start from it and skip a store
  // read. It may be stale if another process moved the game on; the compare-and-set then
  // fails and the command retries from the store.
  private lastSaved = new Map<string, GameRecord>();
  // Bookkeeping writes still running after a command was answered, per game.
  private bookkeeping = new Map<string, Promise<unknown>>();
  // Durable writes of all live games (their records and played titles): the turn ends of
  // TURN_WRITE_LINGER_MS go together in one call (group commit).
  private readonly turnWrites = createGroupWriter<TurnWrite>((writes) => this.recordTurns(writes), { lingerMs: TURN_WRITE_LINGER_MS });
  // Title lists the durable record holds in this very order: not sent again (records are
  // copied by spreading, so a game's unchanged titles stay the same array; a skip makes a new
  // one, and a record read back from the store has its own, written once more).
  private readonly durableTitles = new WeakSet<GameRecord['titles']>();

  constructor(
    private readonly db: Db,
    private readonly store: GameStore,
    private readonly broadcaster: Broadcaster,
    private readonly log: FastifyBaseLogger,
  ) {}

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

  /** The hot record, rebuilt from game_sessions when the store has lost it. With `heldIfHeard`,
   *  the record this process saved last may be answered without asking the store (see GameStore.get). */
  async load(gameId: string, opts?: { heldIfHeard?: boolean }): Promise<GameRecord | undefined> {
    // The record this process saved last is not read again while it is still the stored one.
    const hot = await this.store.get(gameId, this.lastSaved.get(gameId), opts);
    if (hot) return hot;
    const rebuilt = await rebuildRecord({ db: this.db, gameId });
    if (!rebuilt) return undefined;
    // Another process may be rebuilding it too: then its record is the game.
    return (await this.create(rebuilt)) ?? this.store.get(gameId);
  }

  /**
   * A game `userId` may host: its owner's, else `game_not_found` (another account's game is
   * not told apart from none). With `inProgress`, a finished game is `game_not_in_progress`.
   */
  async loadHostedGame(userId: string, gameId: string, opts?: { inProgress?: boolean }): Promise<GameRecord> {
    const record = await this.load(gameId);
    if (!record || !hostedBy(record, userId)) throw new AppError('game_not_found');
    if (opts?.inProgress && isFinished(record.state)) throw new AppError('game_not_in_progress');
    return record;
  }

  /** Stores a new record; undefined when the game already exists. */
  private async create(record: GameRecord): Promise<GameRecord | undefined> {
    for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
      const created = await this.commit(record, undefined);
      if (created) return created;
      // Refused with no game there: the short code was taken; the next commit draws another.
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
    // The actor's phone follows each turn's new code (a third of a command's round trips, issue
    // 34): it may be answered from this process's own save. Other reads, the HTTP state a
    // client resyncs from among them, ask the store, and so see a flushed game rebuilt at once.
    const record = gameId ? await this.load(gameId, { heldIfHeard: true }) : undefined;
    return record && record.revealCode === code ? record : undefined;
  }

  async findByShareId(shareId: string): Promise<GameRecord | undefined> {
    const [row] = await this.db.select({ id: gameSessions.id }).from(gameSessions).where(eq(gameSessions.shareId, shareId));
    return row ? this.load(row.id) : undefined;
  }

  /** Starts a new game: its durable row (taking a token, unless a replay) and its hot
   *  record, all or nothing: the hot record is stored inside the row's transaction, so a
   *  store that is unreachable rolls the token back. */
  async startNewGame(opts: NewGameOptions): Promise<GameRecord> {
    return createGameSession({
      db: this.db,
      ...opts,
      startHot: async (session) => {
        const record = newGameRecord(session);
        // The game's first command starts from the record kept by create, without a store read.
        const created = await this.create(record);
        if (!created) throw new Error(`game ${record.gameId} already exists`);
        return created;
      },
    });
  }

  async applyCommand(opts: { gameId: string; actor: Actor; command: GameCommand; clientSeq?: string | number }): Promise<CommandResult> {
    const now = Date.now();
    const event = eventOf(opts.command, now);
    return this.apply(opts.gameId, opts.actor, event, opts.clientSeq === undefined ? undefined : String(opts.clientSeq));
  }

  /** A turn's deadline has passed (the scheduler calls this). */
  async fireDeadline(gameId: string, turn: number): Promise<void> {
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
        if (!current || (actor.kind === 'user' && !hostedBy(current, actor.userId))) {
          throw new AppError('game_not_found');
        }
        if (actor.kind === 'seat' && !current.room?.seats.some((s) => s.seatId === actor.seatId)) {
          if (cached) {
            this.lastSaved.delete(gameId);
            continue;
          }
          throw new AppError('seat_invalid');
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
        if (actor.kind === 'seat' && !seatMaySend(current, actor.seatId, event.type)) {
          if (cached) {
            this.lastSaved.delete(gameId);
            continue;
          }
          throw new AppError('not_your_turn');
        }
        if ((isFinished(current.state) || current.closed) && !cached) throw new AppError('game_not_in_progress');
        // TIME_UP is the server's own; the client never sends it (the schema refuses it).
        const nextState = applyEvent(current.state, event);
        if (!nextState) {
          // A cached record may be behind the store: decide only on the stored one.
          if (cached) {
            this.lastSaved.delete(gameId);
            continue;
          }
          // The reason a view's disabled action names (a Pass: no skip left, or no other title).
          const refusal = machineRefusal(current.state, event);
          if (refusal !== 'command_not_allowed') throw new AppError(refusal);
          throw new AppError('command_not_allowed', {
            message: `${event.type} is not allowed while the game is in ${current.state.phase}`,
          });
        }
        const next = await this.commit(nextRecord(current, nextState, seq), current);
        if (next) {
          // Viewers already have the new state; the caller's answer also means it is recorded.
          await this.bookkeeping.get(gameId);
          return { version: next.version, duplicate: false, record: next };
        }
        this.lastSaved.delete(gameId);
      }
      throw new AppError('version_conflict');
    });
  }

  /**
   * Closes every game of an account still in progress, for good (docs/product.md#roles: a suspended
   * player's open games close at once): the durable rows become 'abandoned', and each hot
   * record is saved closed, so every viewer (the TV, the actor's phone, spectators) is told
   * and no command applies any more. Returns the ids of the games closed.
   */
  async closeAccountGames(userId: string): Promise<string[]> {
    const rows = await this.db
      .update(gameSessions)
      .set({ status: 'abandoned', endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(gameSessions.userId, userId), eq(gameSessions.status, 'in_progress')))
      .returning({ id: gameSessions.id });
    const ids = rows.map((r) => r.id);
    await Promise.all(ids.map((id) => this.closeHotRecord(id)));
    return ids;
  }

  private closeHotRecord(gameId: string): Promise<void> {
    return this.serial(gameId, async () => {
      await this.bookkeeping.get(gameId);
      for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
        // No hot record (flushed): rebuilt later from the row, it is closed already.
        const current = await this.store.get(gameId);
        if (!current || current.closed || isFinished(current.state)) return;
        if (await this.commit({ ...nextRecord(current, current.state, undefined), closed: true }, current)) return;
        this.lastSaved.delete(gameId);
      }
      throw new AppError('version_conflict');
    });
  }

  /**
   * Saves a change that is not a game rule (the room's seats) through the one commit path:
   * `change` gets the stored record and returns the new one, or undefined for no change.
   */
  private update(gameId: string, change: (current: GameRecord) => GameRecord | undefined): Promise<GameRecord> {
    return this.serial(gameId, async () => {
      await this.bookkeeping.get(gameId);
      for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
        const current = await this.load(gameId);
        if (!current) throw new AppError('game_not_found');
        const draft = change(current);
        if (!draft) return current;
        const next = await this.commit({ ...draft, version: current.version + 1 }, current);
        if (next) return next;
        this.lastSaved.delete(gameId);
      }
      throw new AppError('version_conflict');
    });
  }

  /** The game whose room this code opens (case does not matter), while it is played in shared mode. */
  async findByRoomCode(code: string): Promise<GameRecord> {
    const normal = code.toUpperCase();
    const gameId = await this.store.gameForRoomCode(normal);
    const record = gameId ? await this.load(gameId) : undefined;
    if (!record || !roomOpen(record, normal)) throw new AppError('room_code_invalid');
    return record;
  }

  /** A phone joins the room: a new seat, whose token only the caller gets. */
  async joinRoom(opts: {
    code: string;
    nickname: string;
    team: 'A' | 'B';
  }): Promise<{ record: GameRecord; seat: RoomSeat; token: string }> {
    const found = await this.findByRoomCode(opts.code);
    let joined: { seat: RoomSeat; token: string } | undefined;
    const record = await this.update(found.gameId, (current) => {
      if (!roomOpen(current, found.room!.code)) throw new AppError('room_code_invalid');
      const { room, seat, token } = addSeat(current.room!, opts.nickname, opts.team, Date.now());
      joined = { seat, token };
      return { ...current, room };
    });
    return { record, ...joined! };
  }

  /** The record and seat a phone's credential opens; seat_invalid once the seat is gone. */
  async seatOf(gameId: string, seatId: string, token: string): Promise<{ record: GameRecord; seat: RoomSeat }> {
    const record = await this.load(gameId);
    if (!record) throw new AppError('seat_invalid');
    return { record, seat: seatFor(record, seatId, token) };
  }

  /** The host removes a phone from its game's room. */
  async removeSeat(opts: { gameId: string; userId: string; seatId: string }): Promise<GameRecord> {
    return this.update(opts.gameId, (current) => {
      if (!hostedBy(current, opts.userId)) throw new AppError('game_not_found');
      if (!current.room?.seats.some((s) => s.seatId === opts.seatId)) throw new AppError('seat_invalid');
      return { ...current, room: withSeatRemoved(current.room, opts.seatId, Date.now()) };
    });
  }

  /** The host renames a phone of its game's room (a child typed "aaaa"). */
  async renameSeat(opts: { gameId: string; userId: string; seatId: string; nickname: string }): Promise<GameRecord> {
    return this.update(opts.gameId, (current) => {
      if (!hostedBy(current, opts.userId)) throw new AppError('game_not_found');
      if (!current.room) throw new AppError('seat_invalid');
      const seat = current.room.seats.find((s) => s.seatId === opts.seatId);
      if (seat?.nickname === opts.nickname) return undefined;
      return { ...current, room: withSeatRenamed(current.room, opts.seatId, opts.nickname) };
    });
  }

  /** The host moved its finished game on to the results: every screen of it follows (a TV
   *  stops showing the last title at once instead of after its own wait). Once. */
  async showResults(opts: { gameId: string; userId: string }): Promise<void> {
    await this.update(opts.gameId, (current) => {
      if (!hostedBy(current, opts.userId)) throw new AppError('game_not_found');
      if (!isFinished(current.state)) throw new AppError('command_not_allowed');
      return current.resultsShown ? undefined : { ...current, resultsShown: true };
    });
  }

  /** Whether a seat's phone is in the game now (shown to the host); no save when unchanged. */
  async setSeatConnected(gameId: string, seatId: string, connected: boolean): Promise<void> {
    await this.update(gameId, (current) => {
      const seat = current.room?.seats.find((s) => s.seatId === seatId);
      if (!seat || seat.connected === connected || isFinished(current.state)) return undefined;
      return { ...current, room: withConnected(current.room!, seatId, connected) };
    });
  }

  /** A phone that dropped may be the actor of a turn whose clock has not started: once it has
   *  been away long enough, the turn passes to its team's next phone (withActor), without
   *  waiting for the host's next command. No save when the actor stays. */
  async passOverAwayActor(gameId: string): Promise<void> {
    await this.update(gameId, (current) => {
      if (!current.room || current.closed) return undefined;
      const room = withActor(current.room, current.state, false);
      return room.actorSeatId === current.room.actorSeatId ? undefined : { ...current, room };
    });
  }

  /**
   * Hands the changes other processes save to the broadcaster, as this process's own are.
   * Peers announce only a pointer; the record is read only for a game watched here.
   */
  async followPeers(): Promise<void> {
    await this.store.onPeerChange((change) => void this.peerSaved(change));
  }

  // Never rejects: a failed delivery is logged, and the viewers' next state push corrects them.
  private async peerSaved(change: GameChange): Promise<void> {
    // What this process remembers of the game is older: its next command reads the store.
    const cached = this.lastSaved.get(change.gameId);
    if (cached && cached.version < change.version) this.lastSaved.delete(change.gameId);
    try {
      if (!this.broadcaster.hasViewers(change.gameId)) return;
      const record = await this.store.get(change.gameId);
      if (!record || record.version < change.version) return;
      this.broadcaster.gameChanged(record, change.retiredRevealCode);
    } catch (err) {
      this.log.warn({ err, gameId: change.gameId }, 'peer delivery failed');
    }
  }

  /**
   * The one way a record is saved: over `previous` by compare-and-set, or as a new game when
   * `previous` is undefined. What viewers need before they act on the new state (the reveal
   * code's index, the deadline) is written with it, and only if it wins; then the record is
   * remembered, broadcast and its bookkeeping queued. Undefined when the store refused it
   * (another version won, or the drawn short code is taken).
   */
  private async commit(draft: GameRecord, previous: GameRecord | undefined): Promise<GameRecord | undefined> {
    const record = withDerivedFields(draft, previous);
    const effects = { ...saveEffectsOf(record, previous), ...(titlesChanged(record, previous) ? { titlesChanged: true } : {}) };
    const saved = previous ? await this.store.compareAndSet(record, previous.version, effects) : await this.store.create(record, effects);
    if (!saved) return undefined;
    this.remember(record);
    this.afterSave(record, previous);
    return record;
  }

  /** Keeps the record this process just saved as the start of the game's next command. */
  private remember(record: GameRecord): void {
    this.lastSaved.delete(record.gameId);
    if (isFinished(record.state) || record.closed) return;
    this.lastSaved.set(record.gameId, record);
    // Forget the least recently played games beyond a bound (abandoned games).
    if (this.lastSaved.size > LAST_SAVED_KEPT) this.lastSaved.delete(this.lastSaved.keys().next().value!);
  }

  /**
   * After a save: viewers get the new state at once; bookkeeping no viewer waits for
   * (durable record, played titles) runs after it, queued so the next command of this game
   * waits for it and one game's durable writes never overtake each other.
   */
  private afterSave(record: GameRecord, previous: GameRecord | undefined): void {
    this.broadcaster.gameChanged(record, previous?.revealCode ?? null);

    const played = titleToMark(record, previous);
    const game = durableWriteDue(record, previous) ? record : undefined;
    if (!played && !game) return;
    // docs/product.md#errors: saving the session fails silently (logged); play goes on.
    const done = this.turnWrites
      .write({ game, played })
      .catch((err) => this.log.error({ err, gameId: record.gameId }, 'saving game failed'))
      .then(() => {
        if (this.bookkeeping.get(record.gameId) === done) this.bookkeeping.delete(record.gameId);
      });
    this.bookkeeping.set(record.gameId, done);
  }

  private async recordTurns(writes: TurnWrite[]): Promise<void> {
    const written = await recordTurns({
      db: this.db,
      games: writes.flatMap((w) => (w.game ? [w.game] : [])),
      played: writes.flatMap((w) => (w.played ? [w.played] : [])),
      titlesDurable: (g) => this.durableTitles.has(g.titles),
    });
    for (const g of written) this.durableTitles.add(g.titles);
  }

  /** Waits for the commands and bookkeeping under way; stop the deadline scheduler first. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.chains.values()]);
    // Every durable write is part of its game's bookkeeping, so this waits for them too.
    await Promise.allSettled([...this.bookkeeping.values()]);
    await this.store.close();
  }
}

/** The one rule of who may host a game (send its commands, see its host view): its owner. */
function hostedBy(record: GameRecord, userId: string): boolean {
  return record.userId === userId;
}

/** A room takes phones while its game is played in shared mode: not once it is over or closed
 *  (its owner suspended, issue 30 §5). */
function roomOpen(record: GameRecord, code: string): boolean {
  return record.room?.code === code && record.state.context.isSharedMode && !isFinished(record.state) && !record.closed;
}
