// The TV page's socket events (issue 16). An unpaired TV connects with no credential and asks
// for a code; a paired one connects with `auth: {tvToken}`, which this checks at the handshake
// and which allows nothing but watching the account's games: tv:hello and tv:watch here. The
// game gateway refuses it game:join and game:command, and REST never accepts it (it is no
// access token).
import type { FastifyInstance } from 'fastify';
import { tvHelloMessage, tvWatchMessage } from '@charades/shared/schemas/tv';
import type { TvHelloAck, TvWatchAck, SocketError } from '@charades/shared/socket-contract';
import { AppError, errorBody } from '../lib/app-error.ts';
import { isServiceUnavailable } from '../lib/service-unavailable.ts';
import type { GameService } from '../game/game-service.ts';
import type { GameRecord } from '../game/record.ts';
import { forEverySocket } from '../game/socket/connection.ts';
import { gameRooms, userRoom } from '../game/socket/rooms.ts';
import type { GameServer, GameSocket, TvSocketLink } from '../game/socket/socket-types.ts';
import { tvView } from '../game/views.ts';
import { createLiveTvLinks, type LiveTvLinks } from './live-tv-links.ts';
import { endedTvLinks, findLiveTvLink } from './tv-links.ts';
import { pairingRoom, tvAccountRoom, tvLinkRoom, tvSessionRoom, type TvService } from './tv-service.ts';

function errorOf(err: unknown): SocketError {
  if (err instanceof AppError) return errorBody(err.code, err.message).error;
  return errorBody(isServiceUnavailable(err) ? 'service_unavailable' : 'internal_error').error;
}

export function attachTvGateway(app: FastifyInstance, io: GameServer, tv: TvService, games: GameService) {
  const liveLinks = checkLiveLinks(app, io);
  checkTvTokens(app, io);
  // One listener per event for every socket (called with the socket as `this`), as the game
  // gateway's: any socket may be a TV asking for a code, so each one has them.
  const gw: TvGateway = { app, tv, games };
  const onHello = helloListener(gw);
  const onWatch = watchListener(gw);
  io.on('connection', (socket) => {
    if (socket.data.tv) holdLink(socket.data.tv, socket, liveLinks);
    socket.on('tv:hello', onHello);
    socket.on('tv:watch', onWatch);
  });
}

// However a link ends, this server's sockets of it are told and closed within about a second.
function checkLiveLinks(app: FastifyInstance, io: GameServer): LiveTvLinks {
  const liveLinks = createLiveTvLinks({
    ended: (linkIds) => endedTvLinks({ db: app.db, linkIds }),
    onEnded(linkId, reason) {
      const tvs = io.local.in(tvLinkRoom(linkId));
      tvs.emit('tv:unlinked', { reason });
      tvs.disconnectSockets(true);
    },
    onError: (err) => app.log.warn({ err }, 'checking live TV links failed'),
  });
  app.addHook('preClose', async () => liveLinks.stop());
  return liveLinks;
}

// After the game gateway's own check (an access token, if any).
function checkTvTokens(app: FastifyInstance, io: GameServer) {
  io.use((socket, next) => {
    const tvToken = (socket.handshake.auth as { tvToken?: unknown })?.tvToken;
    if (tvToken === undefined) return next();
    // One credential per socket: a TV's never rides along with an account's.
    if (typeof tvToken !== 'string' || !tvToken || socket.data.user) return next(new Error('tv_link_invalid'));
    findLiveTvLink({ db: app.db, tvToken }).then(
      (link) => {
        if (!link) return next(new Error('tv_link_invalid'));
        socket.data.tv = { linkId: link.linkId, userId: link.userId, sessionId: link.sessionId, expiresAt: link.expiresAt };
        next();
      },
      (err: unknown) => next(new Error(isServiceUnavailable(err) ? 'service_unavailable' : 'internal_error')),
    );
  });
}

/** What the TV listeners of every socket share: one per server. */
interface TvGateway {
  app: FastifyInstance;
  tv: TvService;
  games: GameService;
}

/** One event of one TV socket (what it watches and where it waits are on socket.data). */
interface TvConnection extends TvGateway {
  socket: GameSocket;
  link: TvSocketLink | undefined;
}

const connectionOf = (gw: TvGateway, socket: GameSocket): TvConnection => ({ ...gw, socket, link: socket.data.tv });

function holdLink(link: TvSocketLink, socket: GameSocket, liveLinks: LiveTvLinks) {
  // Unlinking, sign-out of the pairing session, suspension or deletion of the account
  // (the user room) reach it on every server.
  void socket.join([tvAccountRoom(link.userId), tvSessionRoom(link.sessionId), userRoom(link.userId), tvLinkRoom(link.linkId)]);
  socket.once('disconnect', liveLinks.hold(link.linkId));
  const expiry = setTimeout(() => {
    socket.emit('tv:unlinked', { reason: 'expired' });
    socket.disconnect(true);
  }, link.expiresAt - Date.now());
  socket.once('disconnect', () => clearTimeout(expiry));
}

async function watch(conn: TvConnection, record: GameRecord) {
  const { socket } = conn;
  const { tvWatching } = socket.data;
  if (tvWatching && tvWatching !== record.gameId) for (const room of gameRooms(tvWatching)) await socket.leave(room);
  socket.data.tvWatching = record.gameId;
  await socket.join(gameRooms(record.gameId));
  return tvView(record, conn.app.publicOrigin());
}

function helloListener(gw: TvGateway) {
  return forEverySocket(async (socket: GameSocket, payload: unknown, ack?: (response: TvHelloAck) => void) => {
    if (typeof ack !== 'function') return;
    const conn = connectionOf(gw, socket);
    const { app, tv, link } = conn;
    const parsed = tvHelloMessage.safeParse(payload ?? {});
    if (!parsed.success) return ack({ ok: false, error: errorBody('command_invalid').error });
    try {
      if (link) {
        const record = await tv.runningGame(link.userId);
        const muted = await tv.muted(link.linkId);
        return ack({ ok: true, status: 'linked', muted, state: record ? await watch(conn, record) : null });
      }
      await app.enforceRateLimit('tvCodePerIp', socket.data.address!);
      const secret = parsed.data.pairingSecret;
      const tvToken = secret ? await tv.claim(secret) : null;
      if (tvToken) return ack({ ok: true, status: 'claimed', tvToken });
      return ack(await offerCode(conn, secret));
    } catch (err) {
      if (!(err instanceof AppError)) app.log.error({ err }, 'tv:hello failed');
      ack({ ok: false, error: errorOf(err) });
    }
  });
}

/** A pairing code for an unpaired TV, which waits for its claim in the code's room. */
async function offerCode(conn: TvConnection, secret: string | undefined): Promise<TvHelloAck> {
  const { app, tv, socket } = conn;
  const code = await tv.issueCode(secret);
  const { tvPairing } = socket.data;
  if (tvPairing && tvPairing !== code.claimId) await socket.leave(pairingRoom(tvPairing));
  socket.data.tvPairing = code.claimId;
  await socket.join(pairingRoom(code.claimId));
  return {
    ok: true,
    status: 'code',
    code: code.code,
    expiresAt: code.expiresAt,
    pairingSecret: code.pairingSecret,
    publicOrigin: app.publicOrigin(),
  };
}

function watchListener(gw: TvGateway) {
  return forEverySocket(async (socket: GameSocket, payload: unknown, ack?: (response: TvWatchAck) => void) => {
    if (typeof ack !== 'function') return;
    const conn = connectionOf(gw, socket);
    const { app, games, link } = conn;
    if (!link) return ack({ ok: false, error: errorBody('tv_link_invalid').error });
    const parsed = tvWatchMessage.safeParse(payload);
    if (!parsed.success) return ack({ ok: false, error: errorBody('command_invalid').error });
    try {
      // The account's TV watches what the account may host.
      const record = await games.loadHostedGame(link.userId, parsed.data.gameId);
      return ack({ ok: true, state: await watch(conn, record) });
    } catch (err) {
      if (!(err instanceof AppError)) app.log.error({ err }, 'tv:watch failed');
      ack({ ok: false, error: errorOf(err) });
    }
  });
}
