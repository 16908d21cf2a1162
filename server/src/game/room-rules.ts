// The room phones join once for a shared-mode game (issue 16): its seats, who acts each turn,
// and the seat tokens. Pure rules over a record; game-service.ts saves them through its one
// commit path, record-rules.ts derives the actor on every save.
import { createHash, randomBytes } from 'node:crypto';
import { isFinished, type GameState } from '@charades/shared/game/engine';
import { AppError } from '../lib/app-error.ts';
import type { GameRecord, GameRoom, RoomSeat } from './record.ts';
import { normalizeTitle } from '@charades/shared/title-search';
import { REJOIN_AFTER_REMOVAL_MS } from '@charades/shared/game/constants';

/** At most this many phones join one game. */
export const MAX_SEATS = 12;

export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newRoom(code: string): GameRoom {
  return { code, seats: [], nextActor: { A: 0, B: 0 }, actorSeatId: null };
}

/** The room with a new seat; the token goes to the joining phone only, its hash stays here. */
export function addSeat(room: GameRoom, nickname: string, team: 'A' | 'B', now: number): { room: GameRoom; seat: RoomSeat; token: string } {
  if (room.seats.length >= MAX_SEATS) throw new AppError('room_full');
  // Two "Sara"s in one room cannot be told apart on the TV or in the turn order (issue 30 §6):
  // the same name after the titles' normalisation (case, hamza, ta marbuta, diacritics) is taken.
  const wanted = normalizeTitle(nickname);
  if (room.seats.some((s) => normalizeTitle(s.nickname) === wanted)) throw new AppError('nickname_taken');
  if (room.removed?.some((r) => r.nickname === wanted && r.until > now)) throw new AppError('seat_removed');
  const token = randomBytes(24).toString('base64url');
  const seat: RoomSeat = {
    seatId: randomBytes(9).toString('base64url'),
    nickname,
    team,
    tokenHash: hashSeatToken(token),
    joinedAt: now,
    connected: true,
  };
  return { room: { ...room, seats: [...room.seats, seat] }, seat, token };
}

/** The host renamed a seat (issue 31 §4): the same rule as joining, the seat's own name aside. */
export function withSeatRenamed(room: GameRoom, seatId: string, nickname: string): GameRoom {
  if (!room.seats.some((s) => s.seatId === seatId)) throw new AppError('seat_invalid');
  const wanted = normalizeTitle(nickname);
  if (room.seats.some((s) => s.seatId !== seatId && normalizeTitle(s.nickname) === wanted)) throw new AppError('nickname_taken');
  return { ...room, seats: room.seats.map((s) => (s.seatId === seatId ? { ...s, nickname } : s)) };
}

/** The seat this token opens, or seat_invalid (removed, another game, wrong token). */
export function seatFor(record: GameRecord, seatId: string, token: string): RoomSeat {
  const seat = record.room?.seats.find((s) => s.seatId === seatId);
  if (!seat || seat.tokenHash !== hashSeatToken(token)) throw new AppError('seat_invalid');
  return seat;
}

export function withoutSeat(room: GameRoom, seatId: string): GameRoom {
  return { ...room, seats: room.seats.filter((s) => s.seatId !== seatId) };
}

/** The host removed this seat: its nickname may not join again for REJOIN_AFTER_REMOVAL_MS. */
export function withSeatRemoved(room: GameRoom, seatId: string, now: number): GameRoom {
  const seat = room.seats.find((s) => s.seatId === seatId);
  const stillBlocked = (room.removed ?? []).filter((r) => r.until > now);
  const removed = seat
    ? [...stillBlocked, { nickname: normalizeTitle(seat.nickname), until: now + REJOIN_AFTER_REMOVAL_MS }]
    : stillBlocked;
  return { ...withoutSeat(room, seatId), removed };
}

export function withConnected(room: GameRoom, seatId: string, connected: boolean, now = Date.now()): GameRoom {
  return {
    ...room,
    seats: room.seats.map((s) => {
      if (s.seatId !== seatId) return s;
      const { awaySince: _was, ...seat } = s;
      return connected ? { ...seat, connected } : { ...seat, connected, awaySince: now };
    }),
  };
}

/** A phone away this long when its turn comes is passed over (issue 30 §6): long enough for a
 *  phone switching networks or waking up, short enough that the room does not wait on a
 *  phone left in another room. */
export const AWAY_PASSED_OVER_MS = 5_000;

const isAway = (seat: RoomSeat, now: number) =>
  !seat.connected && seat.awaySince !== undefined && now - seat.awaySince >= AWAY_PASSED_OVER_MS;

/** The next seat of `team` in rotation that is not away, with the team's counter advanced past
 *  it; null (the per-turn link) without seats, or when every one of them is away. */
function pickActor(room: GameRoom, team: 'A' | 'B', now: number): GameRoom {
  const seats = room.seats.filter((s) => s.team === team);
  const n = room.nextActor[team];
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[(n + i) % seats.length]!;
    if (!isAway(seat, now)) return { ...room, actorSeatId: seat.seatId, nextActor: { ...room.nextActor, [team]: n + i + 1 } };
  }
  return { ...room, actorSeatId: null };
}

/**
 * Who acts in `state`: a new turn (or the game entering shared mode) takes the acting team's
 * next seat that is not away (AWAY_PASSED_OVER_MS); so does a turn not yet started whose team
 * had no phone (or none there) until now, a turn whose acting seat was removed, and a turn
 * whose clock has not started while its actor is away (the actor is chosen as the last turn
 * ends, moments before a phone may drop; the turn "comes" when the clock could start). Once the
 * clock has started the actor stays for the whole turn.
 */
export function withActor(room: GameRoom, state: GameState, turnChanged: boolean, now = Date.now()): GameRoom {
  const c = state.context;
  if (!c.isSharedMode || isFinished(state)) return room.actorSeatId ? { ...room, actorSeatId: null } : room;
  const actor = room.actorSeatId === null ? undefined : room.seats.find((s) => s.seatId === room.actorSeatId);
  const actorGone = room.actorSeatId !== null && !actor;
  const beforeClock = state.phase === 'instruction' || state.phase === 'turnResult';
  const notStarted = room.actorSeatId === null && state.phase === 'instruction';
  const actorAway = beforeClock && actor !== undefined && isAway(actor, now);
  if (turnChanged || actorGone || notStarted || actorAway) return pickActor(room, c.currentTeam, now);
  return room;
}
