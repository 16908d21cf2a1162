// Socket.IO gateway: authenticates each connection, joins viewers to their game's rooms and
// turns `game:command` into service calls. Every viewer gets its own filtered view: the host
// room, one room per reveal code, and the public room for spectators. The games plugin
// creates the server, then the game service with this file's broadcaster, then the gateway.
// The gateway reaches games through the service alone, and sends no state itself: every
// change, this server's or a peer's, goes out through the broadcaster the service was given.
// Each event family's listeners are a file of socket/: made once per server from its Gateway,
// and called with the socket as `this` (nothing is held per socket but what socket.data keeps).
import { clientAddress, type TrustProxySetting } from '../lib/trust-proxy.ts';
import { Server } from 'socket.io';
import type { FastifyInstance } from 'fastify';
import { connectQueuedDuplicate } from '../lib/redis.ts';
import type { Broadcaster, GameService } from './game-service.ts';
import type { GameRecord } from './record.ts';
import { originAllowed } from './socket-origin.ts';
import { jsonSocketParser } from './socket-parser.ts';
import { hostView, revealView, seatView, spectatorView, tvView } from './views.ts';
import type { GameView } from '@charades/shared/socket-contract';
import { authenticateSockets, createSessionChecks, openConnection, type Gateway } from './socket/connection.ts';
import { gameCommandListener, type OnCommand } from './socket/game-command.ts';
import { gameJoinListener } from './socket/game-join.ts';
import { roomRemoveListener, roomRenameListener, showResultsListener } from './socket/room-host-events.ts';
import { roomJoinListener, roomLookupListener } from './socket/room-phone-events.ts';
import { gameRoom, hostRoom, publicRoom, revealRoom, seatRoom, tvRoom, userRoom } from './socket/rooms.ts';
import { createAwayChecks, seatDisconnectListener } from './socket/seat-presence.ts';
import type { GameServer, GameSocket } from './socket/socket-types.ts';

/**
 * Ends every live socket of one account on every server at once (an administrator suspended
 * or deleted it), through the adapter: the client is told why first, as the live-session
 * checks' onEnded does (socket/connection.ts).
 * Without this the live-sessions check would close them within SESSION_MAX_AGE_MS anyway.
 */
export function endAccountSockets(io: GameServer, userId: string, reason: 'account_suspended' | 'unauthorized'): void {
  const room = io.in(userRoom(userId));
  room.emit('session:ended', { code: reason });
  room.disconnectSockets(true);
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
    onCommand?: OnCommand;
  },
): Promise<void> {
  const gw: Gateway = { app, io, games, sessions: createSessionChecks(app, io) };
  const passOverLater = createAwayChecks(app, games);
  authenticateSockets(app, io);

  // One listener per event, each in socket/, made once for every socket (it is called with
  // the socket as `this`). The payloads are typed for the client; there they are untrusted
  // until parsed.
  const onGameJoin = gameJoinListener(gw);
  const onRoomLookup = roomLookupListener(gw);
  const onRoomJoin = roomJoinListener(gw);
  const onRoomRemove = roomRemoveListener(gw);
  const onRoomRename = roomRenameListener(gw);
  const onShowResults = showResultsListener(gw);
  const onSeatDisconnect = seatDisconnectListener(gw, passOverLater);
  const onGameCommand = gameCommandListener(gw, opts.onCommand);
  io.on('connection', (socket: GameSocket) => {
    openConnection(gw, socket);
    socket.on('game:join', onGameJoin);
    socket.on('room:lookup', onRoomLookup);
    socket.on('room:join', onRoomJoin);
    socket.on('room:remove', onRoomRemove);
    socket.on('room:rename', onRoomRename);
    socket.on('game:showResults', onShowResults);
    socket.on('disconnect', onSeatDisconnect);
    socket.on('game:command', onGameCommand);
  });
}
