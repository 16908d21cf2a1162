// One Socket.IO connection per tab, WebSocket only. Reconnects with the delays of docs/product.md#constants
// (1, 2, 5, 10 s) and re-joins whatever it had joined, so a phone waking from sleep or a
// Wi-Fi switch comes back to the exact game state. Also estimates the offset between this
// device's clock and the server's, so countdowns agree across devices.
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  GameCommandAck,
  GameCommandMessage,
  GameJoinAck,
  GameJoinMessage,
  RoomJoinAck,
  RoomLookupAck,
  RoomRemoveAck,
  ServerToClientEvents,
} from '@charades/shared/socket-contract';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type JoinTarget = GameJoinMessage;
// What sending a command comes to: the server's answer (a refusal that means this client was
// showing an outdated state carries the game as stored), or no answer at all.
export type Ack = GameCommandAck | { ok: false; error: { code: 'network_error'; message: string }; state?: undefined };

const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

let socket: GameSocket | undefined;
let currentToken: string | undefined;
let currentIdentity: string | undefined;

/** Which signed-in session a token belongs to (its `sid` claim); 'anonymous' without one. */
function identityOf(token: string | undefined): string {
  if (!token) return 'anonymous';
  try {
    const part = token.split('.')[1] ?? '';
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; sid?: unknown };
    return `${String(payload.sub)}:${String(payload.sid)}`;
  } catch {
    return token;
  }
}
let clockOffsetMs = 0;

/** Server time minus this device's time, from the latest server timestamp seen. */
export function serverNow(): number {
  return Date.now() + clockOffsetMs;
}

export function observeServerTime(serverTime: number, sentAt?: number) {
  // Half the round trip is the best guess of when the server stamped it.
  const now = Date.now();
  const latency = sentAt ? (now - sentAt) / 2 : 0;
  clockOffsetMs = serverTime + latency - now;
}

// The network came back (Wi-Fi rejoined) or the screen did (a phone woke up): try at once
// instead of waiting out the back-off, which may have grown to 10 s while the phone was away.
let listening = false;
function reconnectWhenBack() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const now = () => {
    if (!socket || socket.connected) return;
    socket.disconnect().connect();
  };
  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') now();
  });
}

export function getSocket(token: string | undefined): GameSocket {
  reconnectWhenBack();
  const identity = identityOf(token);
  // A refreshed access token of the same session keeps the connection (the server checks
  // the session, not the token, after connecting); it is used for the next reconnect.
  currentToken = token;
  if (socket && currentIdentity === identity) return socket;
  socket?.disconnect();
  currentIdentity = identity;
  let attempt = 0;
  socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: (cb) => cb(currentToken ? { token: currentToken } : {}),
    reconnection: true,
    reconnectionDelay: RECONNECT_DELAYS_MS[0],
    reconnectionDelayMax: RECONNECT_DELAYS_MS.at(-1),
    randomizationFactor: 0.2,
  });
  socket.io.on('reconnect_attempt', () => {
    attempt += 1;
    socket!.io.reconnectionDelay(RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]);
  });
  socket.io.on('reconnect', () => {
    attempt = 0;
    socket!.io.reconnectionDelay(RECONNECT_DELAYS_MS[0]);
  });
  return socket;
}

// The two requests below answer through emit's callback rather than emitWithAck:
// socket.io-client types timeout().emitWithAck's answer as any (socketio/socket.io#4925), the
// callback's by the shared contract. Either rejects when no answer came within `ms`.

/** Joins a game; resolves to the server's answer. */
export function emitJoin(socket: GameSocket, target: JoinTarget, ms: number): Promise<GameJoinAck> {
  return new Promise((resolve, reject) => {
    socket.timeout(ms).emit('game:join', target, (err, ack) => (err ? reject(err) : resolve(ack)));
  });
}

/** Sends a game command; resolves to the server's answer. */
export function emitCommand(socket: GameSocket, message: GameCommandMessage, ms: number): Promise<GameCommandAck> {
  return new Promise((resolve, reject) => {
    socket.timeout(ms).emit('game:command', message, (err, ack) => (err ? reject(err) : resolve(ack)));
  });
}

export function newClientSeq(): string {
  return crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
}

// The room phones join once (issue 16). A joining phone has no account: its socket is the
// anonymous one. Removing a phone is the host's, over the socket its game screen holds.

/** Looks a room code up: the two team names a joining phone chooses between. */
export function emitRoomLookup(socket: GameSocket, code: string, ms: number): Promise<RoomLookupAck> {
  return new Promise((resolve, reject) => {
    socket.timeout(ms).emit('room:lookup', { code }, (err, ack) => (err ? reject(err) : resolve(ack)));
  });
}

/** Takes a seat in the room; the answer carries the seat's credential, for this phone only. */
export function emitRoomJoin(
  socket: GameSocket,
  message: { code: string; nickname: string; team: 'A' | 'B' },
  ms: number,
): Promise<RoomJoinAck> {
  return new Promise((resolve, reject) => {
    socket.timeout(ms).emit('room:join', message, (err, ack) => (err ? reject(err) : resolve(ack)));
  });
}

/** The host moved its finished game on to the results: the server tells the game's other
 *  screens (a TV stops showing the last title). Best effort: a TV not told moves on by itself. */
export function tellResultsShown(gameId: string): void {
  socket?.timeout(10_000).emit('game:showResults', { gameId }, (err, ack) => {
    if (err || !ack.ok) console.warn('game:showResults', err ?? ack);
  });
}

/** The host removes a phone from its game's room, over the connection its game screen uses. */
export function emitRoomRename(message: { gameId: string; seatId: string; nickname: string }, ms: number): Promise<RoomRemoveAck> {
  return new Promise((resolve, reject) => {
    if (!socket) return reject(new Error('not connected'));
    socket.timeout(ms).emit('room:rename', message, (err, ack) => (err ? reject(err) : resolve(ack)));
  });
}

export function emitRoomRemove(message: { gameId: string; seatId: string }, ms: number): Promise<RoomRemoveAck> {
  return new Promise((resolve, reject) => {
    if (!socket) return reject(new Error('not connected'));
    socket.timeout(ms).emit('room:remove', message, (err, ack) => (err ? reject(err) : resolve(ack)));
  });
}
