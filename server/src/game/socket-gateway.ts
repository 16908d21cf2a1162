// Socket.IO gateway: authenticates each connection, joins viewers to their game's rooms and
// turns `game:command` into service calls. Every viewer gets its own filtered view: the host
// room, one room per reveal code, and the public room for spectators. The games plugin
// creates the server, then the game service with this file's broadcaster, then the gateway.
// The gateway reaches games through the service alone, and sends no state itself: every
// change, this server's or a peer's, goes out through the broadcaster the service was given.
import { clientAddress, type TrustProxySetting } from '../lib/trust-proxy.ts';
import { Server, type Socket } from 'socket.io';
import type { FastifyInstance } from 'fastify';
import {
  gameCommandMessage,
  gameJoinMessage,
  roomJoinMessage,
  roomLookupMessage,
  roomRemoveMessage,
  roomRenameMessage,
  showResultsMessage,
} from '@charades/shared/schemas/games';
import { AppError, errorBody } from '../lib/app-error.ts';
import { connectQueuedDuplicate } from '../lib/redis.ts';
import { isServiceUnavailable } from '../lib/service-unavailable.ts';
import type { AuthUser } from '../services/auth/auth-user.ts';
import type { Broadcaster, GameService } from './game-service.ts';
import type { GameRecord } from './record.ts';
import { createLiveSessions } from './live-sessions.ts';
import { originAllowed } from './socket-origin.ts';
import { AWAY_PASSED_OVER_MS } from './room-rules.ts';
import { jsonSocketParser } from './socket-parser.ts';
import { hostView, revealView, seatView, spectatorView, tvView } from './views.ts';
import type {
  ClientToServerEvents,
  GameCommandAck,
  GameJoinAck,
  GameView,
  RoomJoinAck,
  RoomLookupAck,
  RoomRemoveAck,
  ServerToClientEvents,
  SocketError,
} from '@charades/shared/socket-contract';

/** What the socket gateway keeps on a paired TV's socket (tv/ reads and checks the link). */
export interface TvSocketLink {
  linkId: string;
  userId: string;
  sessionId: string;
  expiresAt: number;
}

/** What the gateway keeps on each socket: its account, checked at connection, if it sent a
 *  token; or the TV link, if it is a paired TV (tv/tv-gateway.ts), which has no account. */
interface SocketData {
  user?: AuthUser;
  tv?: TvSocketLink;
  /** The room seats this socket holds, by game id (checked against the seat token on join). */
  seats?: Record<string, string>;
  /** The caller's address (behind the trusted proxies), for the per-address limits: set by
   *  the first middleware (createSocketServer). */
  address?: string;
}
export type GameServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

// Every viewer of a game is in its game room as well, whatever its view.
const gameRoom = (id: string) => `game:${id}`;
const hostRoom = (id: string) => `game:${id}:host`;
const revealRoom = (id: string, code: string) => `game:${id}:reveal:${code}`;
const publicRoom = (id: string) => `game:${id}:public`;
// The paired TVs watching the game (tv/tv-gateway.ts joins them).
export const tvRoom = (id: string) => `game:${id}:tv`;
export const gameRooms = (id: string) => [gameRoom(id), tvRoom(id)];
// One room per joined phone (issue 16): the only room a title goes to in a room game.
const seatRoom = (id: string, seatId: string) => `game:${id}:seat:${seatId}`;
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

/**
 * Ends every live socket of one account on every server at once (an administrator suspended
 * or deleted it), through the adapter: the client is told why first, as onEnded below does.
 * Without this the live-sessions check would close them within SESSION_MAX_AGE_MS anyway.
 */
export function endAccountSockets(io: GameServer, userId: string, reason: 'account_suspended' | 'unauthorized'): void {
  const room = io.in(userRoom(userId));
  room.emit('session:ended', { code: reason });
  room.disconnectSockets(true);
}
// A command never relies on an account check older than this: a suspension, deletion or
// sign-out elsewhere stops commands within it.
const SESSION_MAX_AGE_MS = 2000;

function errorOf(err: unknown): SocketError {
  if (err instanceof AppError) return errorBody(err.code, err.message).error;
  // Redis or the database unreachable: the client retries, as an HTTP client does on a 503.
  return errorBody(isServiceUnavailable(err) ? 'service_unavailable' : 'internal_error').error;
}

/** The Socket.IO server on the app's HTTP server, sharing rooms with its peers through Redis. */
export async function createSocketServer(
  app: FastifyInstance,
  opts: { redisPrefix: string; trustProxy: TrustProxySetting },
): Promise<GameServer> {
  const io: GameServer = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // docs/product.md#constants: realtime heartbeat every 30 s; a device silent for 20 s more is gone.
    pingInterval: 30_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 16 * 1024,
    parser: jsonSocketParser,
    allowRequest: (req, callback) => callback(null, originAllowed(req.headers.origin, req.headers.host, app.publicOrigin())),
  });
  // The first middleware: the caller's address, worked out once per socket (behind the
  // trusted proxies), is all the gateways' per-address limits need of the HTTP request.
  io.use((socket, next) => {
    socket.data.address = clientAddress(socket.request, opts.trustProxy);
    next();
  });
  if (app.redis) {
    const { createAdapter } = await import('@socket.io/redis-streams-adapter');
    // The adapter's stream readers retry a failed XREAD at once: on a client that refuses
    // commands while offline that is a loop that never yields, so it gets a connection that
    // waits for Redis to come back instead (see connectQueuedDuplicate).
    const adapterRedis = await connectQueuedDuplicate(app.redis);
    io.adapter(createAdapter(adapterRedis, { streamName: `${opts.redisPrefix}socket.io` }));
    // After io.close() (the games plugin's preClose), before the shared client closes.
    app.addHook('onClose', async () => {
      if (adapterRedis.isOpen) await adapterRedis.close();
    });
  }
  return io;
}

/**
 * Delivers saved games to this server's own sockets. The server that applied a command
 * delivers at once; the store's save told its peers, whose game services deliver to theirs
 * (see GameService.followPeers). Local viewers never wait for another Redis round trip (the
 * adapter's own broadcast would wait for a stream write).
 */
export function createSocketBroadcaster(app: FastifyInstance, io: GameServer): Broadcaster {
  const rooms = io.of('/').adapter.rooms;
  function deliverLocally(record: GameRecord, previousRevealCode: string | null) {
    const { gameId, version } = record;
    // No view is built for a room without a socket here (spectators and phones are often
    // absent); each room's view is built once and encoded once for all its sockets.
    const now = Date.now();
    const publicOrigin = app.publicOrigin();
    const send = (room: string, view: () => GameView) => {
      if (!rooms.has(room)) return false;
      io.local.to(room).emit('game:state', { gameId, version, view: view() });
      return true;
    };
    // The phones first: each frame is a write of its own, and the host screen, which sent most
    // commands, is told by its acknowledgement as well.
    if (record.revealCode) send(revealRoom(gameId, record.revealCode), () => revealView(record, record.revealCode!, now));
    // Every joined phone gets its own seat's view: the actor's with the title, the others'
    // without. A seat that stops acting gets the idle view with this very change.
    for (const seat of record.room?.seats ?? []) send(seatRoom(gameId, seat.seatId), () => seatView(record, seat.seatId, now)!);
    send(hostRoom(gameId), () => hostView(record, publicOrigin, now));
    send(tvRoom(gameId), () => tvView(record, publicOrigin, now));
    send(publicRoom(gameId), () => spectatorView(record, now));
    // The previous turn's phones see that their link is over, then stop receiving.
    if (previousRevealCode && previousRevealCode !== record.revealCode) {
      const room = revealRoom(gameId, previousRevealCode);
      if (send(room, () => revealView(record, previousRevealCode, now))) io.local.in(room).socketsLeave(room);
    }
  }
  return { gameChanged: deliverLocally, hasViewers: (gameId) => rooms.has(gameRoom(gameId)) };
}

export async function attachSocketGateway(
  app: FastifyInstance,
  io: GameServer,
  games: GameService,
  opts: {
    /** Told of every answered game:command: its type ('invalid' if unparsable) and 'ok', 'duplicate' or the refusal's code. */
    onCommand?: (type: string, result: string) => void;
  },
): Promise<void> {
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

  // A phone that was to act next passes its turn on once it has been away long enough, without
  // waiting for the host's next command (one timer per phone disconnect, cleared on close).
  const awayChecks = new Set<NodeJS.Timeout>();
  app.addHook('preClose', async () => {
    for (const timer of awayChecks) clearTimeout(timer);
    awayChecks.clear();
  });
  function passOverLater(gameId: string) {
    const timer = setTimeout(() => {
      awayChecks.delete(timer);
      games.passOverAwayActor(gameId).catch((err) => app.log.warn({ err, gameId }, 'passing over an away phone failed'));
    }, AWAY_PASSED_OVER_MS + 100);
    timer.unref();
    awayChecks.add(timer);
  }

  // The token is optional: reveal-code and share viewers need none.
  async function authenticateSocket(socket: GameSocket, next: (err?: Error) => void) {
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
  io.use((socket, next) => void authenticateSocket(socket, next));

  // A command refused by the game (not by the account check) was built on a state this
  // client should not be showing: answer with the game as stored, so it shows the truth
  // even if a state push was lost.
  const REFUSALS_WITH_STATE = new Set(['command_not_allowed', 'version_conflict', 'game_not_in_progress']);
  async function stateAfterRefusal(err: unknown, gameId: string, userId: string) {
    if (!(err instanceof AppError) || !REFUSALS_WITH_STATE.has(err.code)) return undefined;
    try {
      return hostView(await games.loadHostedGame(userId, gameId), app.publicOrigin());
    } catch {
      // Not a game this user hosts, or unreadable now: the refusal goes without a state.
      return undefined;
    }
  }

  io.on('connection', (socket: GameSocket) => {
    const user = socket.data.user;
    // Signing out ends this device's sockets at once (see the signout route); a suspension
    // or deletion ends them within SESSION_MAX_AGE_MS (see onEnded above).
    if (user) {
      void socket.join([sessionRoom(user.sessionId), userRoom(user.id)]);
      socket.once('disconnect', sessions.hold(user));
    }

    /** The socket's account as checked at most SESSION_MAX_AGE_MS ago; throws if it may not play. */
    async function currentUser(): Promise<AuthUser> {
      if (!user) throw new AppError('unauthorized');
      const current = await sessions.current(user.id, user.sessionId);
      if (!current) throw new AppError('unauthorized');
      if (current.role === 'suspended') throw new AppError('account_suspended');
      return current;
    }

    // The payloads are typed for the client; here they are untrusted until parsed.
    socket.on('game:join', async (payload: unknown, ack?: (response: GameJoinAck) => void) => {
      if (typeof ack !== 'function') return;
      const parsed = gameJoinMessage.safeParse(payload);
      if (!parsed.success) return ack({ ok: false, error: errorBody('command_invalid').error });
      try {
        const msg = parsed.data;
        // A paired TV watches its account's games through tv:watch only (no reveal links).
        if (socket.data.tv) throw new AppError('unauthorized');
        // A signed-in socket joins nothing once its account is suspended or its session over.
        if (user) await currentUser();
        if ('seatToken' in msg) {
          const { record, seat } = await games.seatOf(msg.gameId, msg.seatId, msg.seatToken);
          await takeSeat(record.gameId, seat.seatId);
          return ack({ ok: true, state: seatView(record, seat.seatId)! });
        }
        if ('gameId' in msg) {
          if (!user) throw new AppError('unauthorized');
          const record = await games.loadHostedGame(user.id, msg.gameId);
          await socket.join([gameRoom(record.gameId), hostRoom(record.gameId)]);
          return ack({ ok: true, state: hostView(record, app.publicOrigin()) });
        }
        if ('revealCode' in msg) {
          const record = await games.findByRevealCode(msg.revealCode);
          if (!record) throw new AppError('reveal_code_invalid');
          await socket.join([gameRoom(record.gameId), revealRoom(record.gameId, msg.revealCode)]);
          return ack({ ok: true, state: revealView(record, msg.revealCode) });
        }
        if ('shortCode' in msg) {
          await app.enforceRateLimit('shortCodePerIp', socket.data.address!);
          const record = await games.findByShortCode(msg.shortCode);
          if (!record?.revealCode) throw new AppError('reveal_code_invalid');
          await socket.join([gameRoom(record.gameId), revealRoom(record.gameId, record.revealCode)]);
          return ack({ ok: true, state: revealView(record, record.revealCode) });
        }
        const record = await games.findByShareId(msg.shareId);
        if (!record) throw new AppError('game_not_found');
        await socket.join([gameRoom(record.gameId), publicRoom(record.gameId)]);
        return ack({ ok: true, state: spectatorView(record) });
      } catch (err) {
        if (!(err instanceof AppError)) app.log.error({ err }, 'game:join failed');
        ack({ ok: false, error: errorOf(err) });
      }
    });

    /** This socket holds the seat from now on: its room, and the host sees it connected. */
    async function takeSeat(gameId: string, seatId: string) {
      await socket.join([gameRoom(gameId), seatRoom(gameId, seatId)]);
      socket.data.seats = { ...socket.data.seats, [gameId]: seatId };
      // The seat token opened it: no need to hold up the answer for the host's list.
      void games.setSeatConnected(gameId, seatId, true).catch((err) => app.log.warn({ err, gameId }, 'seat presence failed'));
    }

    // Room codes are typed by hand: looked up at a limited rate per address.
    socket.on('room:lookup', async (payload: unknown, ack?: (response: RoomLookupAck) => void) => {
      if (typeof ack !== 'function') return;
      const parsed = roomLookupMessage.safeParse(payload);
      if (!parsed.success) return ack({ ok: false, error: errorBody('room_code_invalid').error });
      try {
        await app.enforceRateLimit('roomCodePerIp', socket.data.address!);
        const record = await games.findByRoomCode(parsed.data.code);
        const { A, B } = record.state.context.teams;
        ack({ ok: true, gameId: record.gameId, teams: { A: A.name, B: B.name } });
      } catch (err) {
        if (!(err instanceof AppError)) app.log.error({ err }, 'room:lookup failed');
        ack({ ok: false, error: errorOf(err) });
      }
    });

    socket.on('room:join', async (payload: unknown, ack?: (response: RoomJoinAck) => void) => {
      if (typeof ack !== 'function') return;
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
        if (!(err instanceof AppError)) app.log.error({ err }, 'room:join failed');
        ack({ ok: false, error: errorOf(err) });
      }
    });

    socket.on('room:remove', async (payload: unknown, ack?: (response: RoomRemoveAck) => void) => {
      if (typeof ack !== 'function') return;
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
        if (!(err instanceof AppError)) app.log.error({ err }, 'room:remove failed');
        ack({ ok: false, error: errorOf(err) });
      }
    });

    socket.on('room:rename', async (payload: unknown, ack?: (response: RoomRemoveAck) => void) => {
      if (typeof ack !== 'function') return;
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
        if (!(err instanceof AppError)) app.log.error({ err }, 'room:rename failed');
        ack({ ok: false, error: errorOf(err) });
      }
    });

    socket.on('game:showResults', async (payload: unknown, ack?: (response: RoomRemoveAck) => void) => {
      if (typeof ack !== 'function') return;
      const parsed = showResultsMessage.safeParse(payload);
      if (!user) return ack({ ok: false, error: errorBody('unauthorized').error });
      if (!parsed.success) return ack({ ok: false, error: errorBody('command_invalid').error });
      try {
        await currentUser();
        await games.showResults({ gameId: parsed.data.gameId, userId: user.id });
        ack({ ok: true });
      } catch (err) {
        if (!(err instanceof AppError)) app.log.error({ err }, 'game:showResults failed');
        ack({ ok: false, error: errorOf(err) });
      }
    });

    // A seat is shown disconnected once no socket of it is left on any server (one look
    // across the servers per phone disconnect; a join marks it connected again). Not while
    // this server shuts down: its phones reconnect to another one at once.
    socket.on('disconnect', (reason) => {
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

    socket.on('game:command', async (payload: unknown, ack?: (response: GameCommandAck) => void) => {
      const parsed = gameCommandMessage.safeParse(payload);
      const reply = (response: GameCommandAck) => {
        opts.onCommand?.(
          parsed.success ? parsed.data.command.type : 'invalid',
          response.ok ? (response.duplicate ? 'duplicate' : 'ok') : response.error.code,
        );
        if (typeof ack === 'function') ack(response);
      };
      if (!parsed.success) return reply({ ok: false, error: errorBody(user ? 'command_invalid' : 'unauthorized').error });
      // A phone that holds a seat of this game plays as that seat: the service lets it act
      // only on its own turn.
      const seatId = socket.data.seats?.[parsed.data.gameId];
      if (seatId) {
        try {
          const result = await games.applyCommand({
            gameId: parsed.data.gameId,
            actor: { kind: 'seat', seatId },
            command: parsed.data.command,
            clientSeq: parsed.data.clientSeq,
          });
          return reply({ ok: true, version: result.version, duplicate: result.duplicate });
        } catch (err) {
          if (!(err instanceof AppError)) app.log.error({ err }, 'game:command failed');
          return reply({ ok: false, error: errorOf(err) });
        }
      }
      if (!user) return reply({ ok: false, error: errorBody('unauthorized').error });
      try {
        // Suspension, deletion or sign-out since the socket connected takes effect here too.
        await currentUser();
        const result = await games.applyCommand({
          gameId: parsed.data.gameId,
          actor: { kind: 'user', userId: user.id },
          command: parsed.data.command,
          clientSeq: parsed.data.clientSeq,
        });
        reply({ ok: true, version: result.version, duplicate: result.duplicate });
      } catch (err) {
        if (!(err instanceof AppError)) app.log.error({ err }, 'game:command failed');
        reply({ ok: false, error: errorOf(err), state: await stateAfterRefusal(err, parsed.data.gameId, user.id) });
      }
    });
  });
}
