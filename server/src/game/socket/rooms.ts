// The Socket.IO rooms of the game server, by name.
import type { GameServer } from './socket-types.ts';

// Every viewer of a game is in its game room as well, whatever its view.
export const gameRoom = (id: string) => `game:${id}`;
export const hostRoom = (id: string) => `game:${id}:host`;
export const revealRoom = (id: string, code: string) => `game:${id}:reveal:${code}`;
export const publicRoom = (id: string) => `game:${id}:public`;
// The paired TVs watching the game (tv/tv-gateway.ts joins them).
export const tvRoom = (id: string) => `game:${id}:tv`;
export const gameRooms = (id: string) => [gameRoom(id), tvRoom(id)];
// One room per joined phone (issue 16): the only room a title goes to in a room game.
export const seatRoom = (id: string, seatId: string) => `game:${id}:seat:${seatId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
// Every socket of one account, on every server: `io.in(userRoom(id)).disconnectSockets()`
// reaches them all through the adapter (for an administrator's action).
export const userRoom = (userId: string) => `user:${userId}`;

/** Games with at least one viewer connected to this server (their game rooms here). */
export function watchedGameCount(io: GameServer): number {
  let n = 0;
  for (const room of io.of('/').adapter.rooms.keys()) if (room.startsWith('game:') && room.indexOf(':', 5) === -1) n++;
  return n;
}
