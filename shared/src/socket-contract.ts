// The Socket.IO contract between the game screens and the server (DESIGN §4): every event's
// name, payload and acknowledgement, in one place. Used as `Server<ClientToServerEvents,
// ServerToClientEvents>` on the server and `Socket<ServerToClientEvents, ClientToServerEvents>`
// on the client. Plain function signatures: shared/ needs no socket.io import.
//
// The payloads a client sends are typed for the client; the server still parses them
// (gameJoinMessage, gameCommandMessage), since anything may arrive on the wire.
import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type {
  gameCommandMessage,
  gameJoinMessage,
  HostGameView,
  RevealGameView,
  roomJoinMessage,
  roomLookupMessage,
  roomRemoveMessage,
  SeatCredential,
  SeatGameView,
  SpectatorGameView,
  TvGameView,
} from './schemas/games.ts';

/** What one viewer sees: the host device, a paired TV, a phone with the reveal link, or a spectator. */
export type GameView = HostGameView | TvGameView | RevealGameView | SpectatorGameView | SeatGameView;

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

/** The answer to `room:lookup`: the team names a joining phone chooses between. */
export type RoomLookupAck = { ok: true; gameId: string; teams: { A: string; B: string } } | { ok: false; error: SocketError };
/** The answer to `room:join`: the seat's credential (kept by that phone only) and its view. */
export type RoomJoinAck = { ok: true; seat: SeatCredential; state: SeatGameView } | { ok: false; error: SocketError };
export type RoomRemoveAck = { ok: true } | { ok: false; error: SocketError };

export interface ClientToServerEvents {
  'room:lookup': (message: z.input<typeof roomLookupMessage>, ack: (response: RoomLookupAck) => void) => void;
  'room:join': (message: z.input<typeof roomJoinMessage>, ack: (response: RoomJoinAck) => void) => void;
  /** The host removes a phone from its game's room. */
  'room:remove': (message: z.input<typeof roomRemoveMessage>, ack: (response: RoomRemoveAck) => void) => void;
  'game:join': (message: GameJoinMessage, ack: (response: GameJoinAck) => void) => void;
  'game:command': (message: GameCommandMessage, ack: (response: GameCommandAck) => void) => void;
}

export interface ServerToClientEvents {
  'game:state': (message: GameStateMessage) => void;
  'session:ended': (message: SessionEndedMessage) => void;
  /** Said to a phone the host removed from the room; its seat is gone. */
  'room:removed': (message: { gameId: string }) => void;
}
