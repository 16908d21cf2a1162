// The Socket.IO contract between the game screens and the server (DESIGN §4): every event's
// name, payload and acknowledgement, in one place. Used as `Server<ClientToServerEvents,
// ServerToClientEvents>` on the server and `Socket<ServerToClientEvents, ClientToServerEvents>`
// on the client. Plain function signatures: shared/ needs no socket.io import.
//
// The payloads a client sends are typed for the client; the server still parses them
// (gameJoinMessage, gameCommandMessage), since anything may arrive on the wire.
import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { gameCommandMessage, gameJoinMessage, HostGameView, RevealGameView, SpectatorGameView, TvGameView } from './schemas/games.ts';

/** What one viewer sees: the host device, a paired TV, a phone with the reveal link, or a spectator. */
export type GameView = HostGameView | TvGameView | RevealGameView | SpectatorGameView;

export type GameJoinMessage = z.input<typeof gameJoinMessage>;
export type GameCommandMessage = z.input<typeof gameCommandMessage>;

export interface SocketError {
  code: ErrorCode;
  message: string;
}

/** The answer to `game:join`: the joiner's own view of the game (host, reveal or spectator). */
export type GameJoinAck = { ok: true; state: GameView } | { ok: false; error: SocketError };

/** The answer to `game:command`. A refusal that means the client was showing an outdated
 *  state carries the game as stored. */
export type GameCommandAck = { ok: true; version: number; duplicate: boolean } | { ok: false; error: SocketError; state?: HostGameView };

/** Pushed to every viewer after every change, each its own view. */
export interface GameStateMessage<V extends GameView = GameView> {
  gameId: string;
  version: number;
  view: V;
}

/** Said just before the server closes the sockets of a suspended or deleted account, or of a
 *  session that ended elsewhere. */
export interface SessionEndedMessage {
  code: Extract<ErrorCode, 'account_suspended' | 'unauthorized'>;
}

export interface ClientToServerEvents {
  'game:join': (message: GameJoinMessage, ack: (response: GameJoinAck) => void) => void;
  'game:command': (message: GameCommandMessage, ack: (response: GameCommandAck) => void) => void;
}

export interface ServerToClientEvents {
  'game:state': (message: GameStateMessage) => void;
  'session:ended': (message: SessionEndedMessage) => void;
}
