// What a room game's host does to its seats and its end: remove a phone, rename a player, show
// the results.
import { roomRemoveMessage, roomRenameMessage, showResultsMessage } from '@charades/shared/schemas/games';
import type { RoomRemoveAck } from '@charades/shared/socket-contract';
import { errorBody } from '../../lib/app-error.ts';
import { contextOf, forEverySocket, type Gateway } from './connection.ts';
import type { GameSocket } from './socket-types.ts';
import { gameRoom, seatRoom } from './rooms.ts';
import { refusalOf } from './socket-error.ts';

export function roomRemoveListener(gw: Gateway) {
  return forEverySocket(async (socket: GameSocket, payload: unknown, ack?: (response: RoomRemoveAck) => void) => {
    if (typeof ack !== 'function') return;
    const { app, io, games, user, currentUser } = contextOf(gw, socket);
    const parsed = roomRemoveMessage.safeParse(payload);
    if (!user) return ack({ ok: false, error: errorBody('unauthorized').error });
    if (!parsed.success) return ack({ ok: false, error: errorBody('command_invalid').error });
    try {
      await currentUser();
      const { gameId, seatId } = parsed.data;
      await games.removeSeat({ gameId, userId: user.id, seatId });
      // On every server: the phone is told, then leaves the game's rooms (its seat is gone,
      // so its token opens nothing any more).
      const removed = io.in(seatRoom(gameId, seatId));
      removed.emit('room:removed', { gameId });
      removed.socketsLeave([gameRoom(gameId), seatRoom(gameId, seatId)]);
      ack({ ok: true });
    } catch (err) {
      ack({ ok: false, error: refusalOf(app, 'room:remove', err) });
    }
  });
}

export function roomRenameListener(gw: Gateway) {
  return forEverySocket(async (socket: GameSocket, payload: unknown, ack?: (response: RoomRemoveAck) => void) => {
    if (typeof ack !== 'function') return;
    const { app, games, user, currentUser } = contextOf(gw, socket);
    const parsed = roomRenameMessage.safeParse(payload);
    if (!user) return ack({ ok: false, error: errorBody('unauthorized').error });
    if (!parsed.success) {
      const nicknameIssue = parsed.error.issues.find((i) => i.path[0] === 'nickname');
      return ack({
        ok: false,
        error: errorBody(
          nicknameIssue?.message === 'text_invalid' ? 'text_invalid' : nicknameIssue ? 'nickname_required' : 'command_invalid',
        ).error,
      });
    }
    try {
      await currentUser();
      await games.renameSeat({ ...parsed.data, userId: user.id });
      ack({ ok: true });
    } catch (err) {
      ack({ ok: false, error: refusalOf(app, 'room:rename', err) });
    }
  });
}

export function showResultsListener(gw: Gateway) {
  return forEverySocket(async (socket: GameSocket, payload: unknown, ack?: (response: RoomRemoveAck) => void) => {
    if (typeof ack !== 'function') return;
    const { app, games, user, currentUser } = contextOf(gw, socket);
    const parsed = showResultsMessage.safeParse(payload);
    if (!user) return ack({ ok: false, error: errorBody('unauthorized').error });
    if (!parsed.success) return ack({ ok: false, error: errorBody('command_invalid').error });
    try {
      await currentUser();
      await games.showResults({ gameId: parsed.data.gameId, userId: user.id });
      ack({ ok: true });
    } catch (err) {
      ack({ ok: false, error: refusalOf(app, 'game:showResults', err) });
    }
  });
}
