// A room game's phones, present or away: the host sees which seats have a phone connected, and
// a phone away too long is passed over.
import type { FastifyInstance } from 'fastify';
import type { GameService } from '../game-service.ts';
import { AWAY_PASSED_OVER_MS } from '../room-rules.ts';
import { forEverySocket, type Gateway, type SocketContext } from './connection.ts';
import type { GameSocket } from './socket-types.ts';
import { gameRoom, seatRoom } from './rooms.ts';

/** This socket holds the seat from now on: its room, and the host sees it connected. */
export async function takeSeat({ app, games, socket }: SocketContext, gameId: string, seatId: string) {
  await socket.join([gameRoom(gameId), seatRoom(gameId, seatId)]);
  socket.data.seats = { ...socket.data.seats, [gameId]: seatId };
  // The seat token opened it: no need to hold up the answer for the host's list.
  void games.setSeatConnected(gameId, seatId, true).catch((err) => app.log.warn({ err, gameId }, 'seat presence failed'));
}

/** Passes an away phone's turn on later: the returned function starts one check for a game. */
export function createAwayChecks(app: FastifyInstance, games: GameService): (gameId: string) => void {
  // A phone that was to act next passes its turn on once it has been away long enough, without
  // waiting for the host's next command (one timer per phone disconnect, cleared on close).
  const awayChecks = new Set<NodeJS.Timeout>();
  app.addHook('preClose', async () => {
    for (const timer of awayChecks) clearTimeout(timer);
    awayChecks.clear();
  });
  return function passOverLater(gameId: string) {
    const timer = setTimeout(() => {
      awayChecks.delete(timer);
      games.passOverAwayActor(gameId).catch((err) => app.log.warn({ err, gameId }, 'passing over an away phone failed'));
    }, AWAY_PASSED_OVER_MS + 100);
    timer.unref();
    awayChecks.add(timer);
  };
}

// A seat is shown disconnected once no socket of it is left on any server (one look
// across the servers per phone disconnect; a join marks it connected again). Not while
// this server shuts down: its phones reconnect to another one at once.
export function seatDisconnectListener({ app, io, games }: Gateway, passOverLater: (gameId: string) => void) {
  return forEverySocket((socket: GameSocket, reason: string) => {
    if (reason === 'server shutting down') return;
    for (const [gameId, seatId] of Object.entries(socket.data.seats ?? {})) {
      void (async () => {
        try {
          const others = await io.in(seatRoom(gameId, seatId)).fetchSockets();
          if (!others.length) {
            await games.setSeatConnected(gameId, seatId, false);
            passOverLater(gameId);
          }
        } catch (err) {
          app.log.warn({ err, gameId }, 'seat presence failed');
        }
      })();
    }
  });
}
