// The room phones join once for a shared-mode game (issue 16): its seats, who acts each turn,
// and the seat tokens. Pure rules over a record; game-service.ts saves them through its one
// commit path, record-rules.ts derives the actor on every save.
import { createHash, randomBytes } from 'node:crypto';
import { isFinished, type GameState } from '@charades/shared/game/engine';
import { AppError } from '../lib/app-error.ts';
import type { GameRecord, GameRoom, RoomSeat } from './record.ts';
import { normalizeTitle } from '@charades/shared/title-search';

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

/** The seat this token opens, or seat_invalid (removed, another game, wrong token). */
export function seatFor(record: GameRecord, seatId: string, token: string): RoomSeat {
  const seat = record.room?.seats.find((s) => s.seatId === seatId);
  if (!seat || seat.tokenHash !== hashSeatToken(token)) throw new AppError('seat_invalid');
  return seat;
}

export function withoutSeat(room: GameRoom, seatId: string): GameRoom {
  return { ...room, seats: room.seats.filter((s) => s.seatId !== seatId) };
}

export function withConnected(room: GameRoom, seatId: string, connected: boolean): GameRoom {
  return { ...room, seats: room.seats.map((s) => (s.seatId === seatId ? { ...s, connected } : s)) };
}

/** The next seat of `team` in rotation, with the team's counter advanced; null without seats. */
function pickActor(room: GameRoom, team: 'A' | 'B'): GameRoom {
  const seats = room.seats.filter((s) => s.team === team);
  if (!seats.length) return { ...room, actorSeatId: null };
  const n = room.nextActor[team];
  return { ...room, actorSeatId: seats[n % seats.length]!.seatId, nextActor: { ...room.nextActor, [team]: n + 1 } };
}

/**
 * Who acts in `state`: a new turn (or the game entering shared mode) takes the acting team's
 * next seat; so does a turn not yet started whose team had no phone until now, and a turn
 * whose acting seat was removed. Otherwise the actor stays for the whole turn.
 */
export function withActor(room: GameRoom, state: GameState, turnChanged: boolean): GameRoom {
  const c = state.context;
  if (!c.isSharedMode || isFinished(state)) return room.actorSeatId ? { ...room, actorSeatId: null } : room;
  const actorGone = room.actorSeatId !== null && !room.seats.some((s) => s.seatId === room.actorSeatId);
  const notStarted = room.actorSeatId === null && state.phase === 'instruction';
  if (turnChanged || actorGone || notStarted) return pickActor(room, c.currentTeam);
  return room;
}
