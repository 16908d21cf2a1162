// `game:join`: a viewer joins a game's rooms and is answered with its own view, by what it
// holds: a seat's token (a room game's phone), the game's id (its host), a reveal code or a
// short code (the actor's phone), or a share id (a spectator).
import type { z } from 'zod';
import { gameJoinMessage } from '@charades/shared/schemas/games';
import type { GameJoinAck, GameView } from '@charades/shared/socket-contract';
import { AppError, errorBody } from '../../lib/app-error.ts';
import { hostView, revealView, seatView, spectatorView } from '../views.ts';
import { contextOf, forEverySocket, type Gateway, type SocketContext } from './connection.ts';
import type { GameSocket } from './socket-types.ts';
import { gameRoom, hostRoom, publicRoom, revealRoom } from './rooms.ts';
import { takeSeat } from './seat-presence.ts';
import { refusalOf } from './socket-error.ts';

type GameJoin = z.infer<typeof gameJoinMessage>;

export function gameJoinListener(gw: Gateway) {
  return forEverySocket(async (socket: GameSocket, payload: unknown, ack?: (response: GameJoinAck) => void) => {
    if (typeof ack !== 'function') return;
    const ctx = contextOf(gw, socket);
    const { app, user } = ctx;
    const parsed = gameJoinMessage.safeParse(payload);
    if (!parsed.success) return ack({ ok: false, error: errorBody('command_invalid').error });
    try {
      const msg = parsed.data;
      // A paired TV watches its account's games through tv:watch only (no reveal links).
      if (socket.data.tv) throw new AppError('unauthorized');
      // A signed-in socket joins nothing once its account is suspended or its session over.
      if (user) await ctx.currentUser();
      ack({ ok: true, state: await joinView(ctx, msg) });
    } catch (err) {
      ack({ ok: false, error: refusalOf(app, 'game:join', err) });
    }
  });
}

/** Joins the rooms the message opens; the joiner's view. */
async function joinView(ctx: SocketContext, msg: GameJoin): Promise<GameView> {
  if ('seatToken' in msg) return joinSeat(ctx, msg);
  if ('gameId' in msg) return joinHostedGame(ctx, msg.gameId);
  if ('revealCode' in msg) return joinByRevealCode(ctx, msg.revealCode);
  if ('shortCode' in msg) return joinByShortCode(ctx, msg.shortCode);
  return joinByShareId(ctx, msg.shareId);
}

async function joinSeat(ctx: SocketContext, msg: { gameId: string; seatId: string; seatToken: string }) {
  const { record, seat } = await ctx.games.seatOf(msg.gameId, msg.seatId, msg.seatToken);
  await takeSeat(ctx, record.gameId, seat.seatId);
  return seatView(record, seat.seatId)!;
}

async function joinHostedGame({ app, games, socket, user }: SocketContext, gameId: string) {
  if (!user) throw new AppError('unauthorized');
  const record = await games.loadHostedGame(user.id, gameId);
  await socket.join([gameRoom(record.gameId), hostRoom(record.gameId)]);
  return hostView(record, app.publicOrigin());
}

async function joinByRevealCode({ games, socket }: SocketContext, revealCode: string) {
  const record = await games.findByRevealCode(revealCode);
  if (!record) throw new AppError('reveal_code_invalid');
  await socket.join([gameRoom(record.gameId), revealRoom(record.gameId, revealCode)]);
  return revealView(record, revealCode);
}

async function joinByShortCode({ app, games, socket }: SocketContext, shortCode: string) {
  await app.enforceRateLimit('shortCodePerIp', socket.data.address!);
  const record = await games.findByShortCode(shortCode);
  if (!record?.revealCode) throw new AppError('reveal_code_invalid');
  await socket.join([gameRoom(record.gameId), revealRoom(record.gameId, record.revealCode)]);
  return revealView(record, record.revealCode);
}

async function joinByShareId({ games, socket }: SocketContext, shareId: string) {
  const record = await games.findByShareId(shareId);
  if (!record) throw new AppError('game_not_found');
  await socket.join([gameRoom(record.gameId), publicRoom(record.gameId)]);
  return spectatorView(record);
}
