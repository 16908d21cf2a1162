// A room game's phones find the room by its code and take a seat in it.
import { roomJoinMessage, roomLookupMessage } from '@charades/shared/schemas/games';
import type { RoomJoinAck, RoomLookupAck } from '@charades/shared/socket-contract';
import { errorBody } from '../../lib/app-error.ts';
import { seatView } from '../views.ts';
import { forEverySocket, type Gateway } from './connection.ts';
import type { GameSocket } from './socket-types.ts';
import { gameRoom, seatRoom } from './rooms.ts';
import { refusalOf } from './socket-error.ts';

// Room codes are typed by hand: looked up at a limited rate per address.
export function roomLookupListener(gw: Gateway) {
  return forEverySocket(async (socket: GameSocket, payload: unknown, ack?: (response: RoomLookupAck) => void) => {
    if (typeof ack !== 'function') return;
    const { app, games } = gw;
    const parsed = roomLookupMessage.safeParse(payload);
    if (!parsed.success) return ack({ ok: false, error: errorBody('room_code_invalid').error });
    try {
      await app.enforceRateLimit('roomCodePerIp', socket.data.address!);
      const record = await games.findByRoomCode(parsed.data.code);
      const { A, B } = record.state.context.teams;
      ack({ ok: true, gameId: record.gameId, teams: { A: A.name, B: B.name } });
    } catch (err) {
      ack({ ok: false, error: refusalOf(app, 'room:lookup', err) });
    }
  });
}

export function roomJoinListener(gw: Gateway) {
  return forEverySocket(async (socket: GameSocket, payload: unknown, ack?: (response: RoomJoinAck) => void) => {
    if (typeof ack !== 'function') return;
    const { app, games } = gw;
    const parsed = roomJoinMessage.safeParse(payload);
    if (!parsed.success) {
      // The first problem names the refusal: a nickname, a team or a code.
      const message = parsed.error.issues[0]?.message;
      const code = message === 'nickname_required' || message === 'room_code_invalid' ? message : 'command_invalid';
      return ack({ ok: false, error: errorBody(code).error });
    }
    try {
      await app.enforceRateLimit('roomCodePerIp', socket.data.address!);
      const { record, seat, token } = await games.joinRoom(parsed.data);
      await socket.join([gameRoom(record.gameId), seatRoom(record.gameId, seat.seatId)]);
      socket.data.seats = { ...socket.data.seats, [record.gameId]: seat.seatId };
      ack({ ok: true, seat: { gameId: record.gameId, seatId: seat.seatId, seatToken: token }, state: seatView(record, seat.seatId)! });
    } catch (err) {
      ack({ ok: false, error: refusalOf(app, 'room:join', err) });
    }
  });
}
