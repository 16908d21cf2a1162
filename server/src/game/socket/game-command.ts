// `game:command`: a host's or a seated phone's command, applied by the game service.
import { parseGameCommandMessage, type GameCommandMessage } from '@charades/shared/schemas/game-command-message';
import type { GameCommandAck } from '@charades/shared/socket-contract';
import { AppError, errorBody } from '../../lib/app-error.ts';
import type { AuthUser } from '../../services/auth/auth-user.ts';
import { hostView } from '../views.ts';
import { contextOf, forEverySocket, type Gateway, type SocketContext } from './connection.ts';
import type { GameSocket } from './socket-types.ts';
import { refusalOf } from './socket-error.ts';

type Reply = (response: GameCommandAck) => void;
/** Told of every answered game:command: its type ('invalid' if unparsable) and 'ok', 'duplicate' or the refusal's code. */
export type OnCommand = (type: string, result: string) => void;

export function gameCommandListener(gw: Gateway, onCommand: OnCommand | undefined) {
  return forEverySocket(async (socket: GameSocket, payload: unknown, ack?: (response: GameCommandAck) => void) => {
    const user = socket.data.user;
    const parsed = parseGameCommandMessage(payload);
    const reply: Reply = (response) => {
      onCommand?.(
        parsed.success ? parsed.data.command.type : 'invalid',
        response.ok ? (response.duplicate ? 'duplicate' : 'ok') : response.error.code,
      );
      if (typeof ack === 'function') ack(response);
    };
    if (!parsed.success) return reply({ ok: false, error: errorBody(user ? 'command_invalid' : 'unauthorized').error });
    // A phone that holds a seat of this game plays as that seat: the service lets it act
    // only on its own turn.
    const seatId = socket.data.seats?.[parsed.data.gameId];
    if (seatId) return commandAsSeat(gw, parsed.data, seatId, reply);
    if (!user) return reply({ ok: false, error: errorBody('unauthorized').error });
    await commandAsHost(contextOf(gw, socket), parsed.data, user, reply);
  });
}

async function commandAsSeat({ app, games }: Gateway, msg: GameCommandMessage, seatId: string, reply: Reply) {
  try {
    const result = await games.applyCommand({
      gameId: msg.gameId,
      actor: { kind: 'seat', seatId },
      command: msg.command,
      clientSeq: msg.clientSeq,
    });
    return reply({ ok: true, version: result.version, duplicate: result.duplicate });
  } catch (err) {
    return reply({ ok: false, error: refusalOf(app, 'game:command', err) });
  }
}

async function commandAsHost(ctx: SocketContext, msg: GameCommandMessage, user: AuthUser, reply: Reply) {
  try {
    // Suspension, deletion or sign-out since the socket connected takes effect here too.
    await ctx.currentUser();
    const result = await ctx.games.applyCommand({
      gameId: msg.gameId,
      actor: { kind: 'user', userId: user.id },
      command: msg.command,
      clientSeq: msg.clientSeq,
    });
    reply({ ok: true, version: result.version, duplicate: result.duplicate });
  } catch (err) {
    reply({ ok: false, error: refusalOf(ctx.app, 'game:command', err), state: await stateAfterRefusal(ctx, err, msg.gameId, user.id) });
  }
}

// A command refused by the game (not by the account check) was built on a state this
// client should not be showing: answer with the game as stored, so it shows the truth
// even if a state push was lost.
const REFUSALS_WITH_STATE = new Set(['command_not_allowed', 'version_conflict', 'game_not_in_progress']);
async function stateAfterRefusal({ app, games }: SocketContext, err: unknown, gameId: string, userId: string) {
  if (!(err instanceof AppError) || !REFUSALS_WITH_STATE.has(err.code)) return undefined;
  try {
    return hostView(await games.loadHostedGame(userId, gameId), app.publicOrigin());
  } catch {
    // Not a game this user hosts, or unreadable now: the refusal goes without a state.
    return undefined;
  }
}
