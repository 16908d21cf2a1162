// A connection's account: read from the handshake's token once, then checked again (at most
// SESSION_MAX_AGE_MS old) whenever a handler acts for it; and what every handler is given.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../services/auth/auth-user.ts';
import type { GameService } from '../game-service.ts';
import { createLiveSessions, type LiveSessions } from '../live-sessions.ts';
import { sessionRoom, userRoom } from './rooms.ts';
import type { GameServer, GameSocket } from './socket-types.ts';

// A command never relies on an account check older than this: a suspension, deletion or
// sign-out elsewhere stops commands within it.
const SESSION_MAX_AGE_MS = 2000;

/** The accounts of this server's sockets, read again when older than SESSION_MAX_AGE_MS. */
export function createSessionChecks(app: FastifyInstance, io: GameServer): LiveSessions {
  const sessions = createLiveSessions({
    loadMany: (ids) => app.loadSessionUsers(ids),
    unchanged: (users) => app.sessionUsersUnchanged(users),
    maxAgeMs: SESSION_MAX_AGE_MS,
    onError: (err) => app.log.warn({ err }, 'refreshing live sessions failed'),
    // Each server closes its own sockets of the session: every server holds and re-reads
    // the sessions of its sockets. The client is told why first (it goes to /suspended or
    // signs out); close waits for that message to be written.
    onEnded(sessionId, reason) {
      const room = io.local.in(sessionRoom(sessionId));
      room.emit('session:ended', { code: reason });
      room.disconnectSockets(true);
    },
  });
  app.addHook('preClose', async () => sessions.stop());
  return sessions;
}

/** Reads each connecting socket's account from its token. */
export function authenticateSockets(app: FastifyInstance, io: GameServer): void {
  io.use((socket, next) => void authenticateSocket(app, socket, next));
}

// The token is optional: reveal-code and share viewers need none.
async function authenticateSocket(app: FastifyInstance, socket: GameSocket, next: (err?: Error) => void) {
  const token = (socket.handshake.auth as { token?: unknown })?.token;
  if (typeof token !== 'string' || !token) return next();
  try {
    const user = await app.resolveAccessToken(token);
    if (user.role === 'suspended') return next(new Error('account_suspended'));
    socket.data.user = user;
    next();
  } catch (err) {
    next(new Error(err instanceof AppError ? err.code : 'unauthorized'));
  }
}

/** What the handlers of every connection share: one per server. Each listener is one function
 *  for all sockets (forEverySocket): a closure and a context per socket and per event, held
 *  as long as the socket lives, were about a fifth of what a live game held beyond bare
 *  Socket.IO's room (issue 34). */
export interface Gateway {
  app: FastifyInstance;
  io: GameServer;
  games: GameService;
  sessions: LiveSessions;
}

/** What a handler needs for one event of one connection: built per event, and gone with it. */
export interface SocketContext {
  app: FastifyInstance;
  io: GameServer;
  games: GameService;
  socket: GameSocket;
  /** The socket's account as checked at connection, if it sent a token. */
  user: AuthUser | undefined;
  /** The socket's account as checked at most SESSION_MAX_AGE_MS ago; throws if it may not play. */
  currentUser: () => Promise<AuthUser>;
}

/** A new connection: a signed-in socket joins its session's and account's rooms and holds its session. */
export function openConnection({ sessions }: Gateway, socket: GameSocket): void {
  const user = socket.data.user;
  // Signing out ends this device's sockets at once (see the signout route); a suspension
  // or deletion ends them within SESSION_MAX_AGE_MS (see onEnded above).
  if (user) {
    void socket.join([sessionRoom(user.sessionId), userRoom(user.id)]);
    socket.once('disconnect', sessions.hold(user));
  }
}

/** One listener for every socket, from one that takes the socket first (socket.io calls a
 *  listener with its socket as `this`): made once per server, it holds nothing per socket. */
export function forEverySocket<A extends unknown[], R>(listener: (socket: GameSocket, ...args: A) => R) {
  return function (this: GameSocket, ...args: A): R {
    return listener(this, ...args);
  };
}

/** The context of one event of `socket`. */
export function contextOf({ app, io, games, sessions }: Gateway, socket: GameSocket): SocketContext {
  const user = socket.data.user;
  return { app, io, games, socket, user, currentUser: () => currentUserOf(sessions, user) };
}

async function currentUserOf(sessions: LiveSessions, user: AuthUser | undefined): Promise<AuthUser> {
  if (!user) throw new AppError('unauthorized');
  const current = await sessions.current(user.id, user.sessionId);
  if (!current) throw new AppError('unauthorized');
  if (current.role === 'suspended') throw new AppError('account_suspended');
  return current;
}
