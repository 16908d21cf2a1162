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
  roomRenameMessage,
  showResultsMessage,
  SeatCredential,
  SeatGameView,
  SpectatorGameView,
  TvGameView,
} from './schemas/games.ts';
import type { tvHelloMessage, tvWatchMessage } from './schemas/tv.ts';

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

// The TV page (issue 16). Unpaired, it connects with no credential and asks for a code
// (`tv:hello`); when a phone pairs it, it is told (`tv:paired`) and asks again with its
// pairing secret, which answers its credential once. Paired, it connects with
// `auth: {tvToken}`: `tv:hello` answers the account's running game, `tv:follow` announces each
// new one, which it joins with `tv:watch`.
export type TvHelloMessage = z.input<typeof tvHelloMessage>;
export type TvWatchMessage = z.input<typeof tvWatchMessage>;
export type TvHelloAck =
  /** Unpaired: show this code until `expiresAt` (ms since the epoch), then ask again. The QR
   *  code points phones to `<publicOrigin>/tv/link?code=<code>`. */
  | { ok: true; status: 'code'; code: string; expiresAt: number; pairingSecret: string; publicOrigin: string }
  /** A phone paired this TV: keep the credential and connect with it. Answered once. */
  | { ok: true; status: 'claimed'; tvToken: string }
  /** Connected with a live credential: the account's running game, if any. */
  | { ok: true; status: 'linked'; muted: boolean; state: TvGameView | null }
  | { ok: false; error: SocketError };
export type TvWatchAck = { ok: true; state: TvGameView } | { ok: false; error: SocketError };
export interface TvUnlinkedMessage {
  reason: 'unlinked' | 'signed_out' | 'expired';
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
  /** The host renames a phone of its game's room (issue 31 §4). */
  'room:rename': (message: z.input<typeof roomRenameMessage>, ack: (response: RoomRemoveAck) => void) => void;
  'game:showResults': (message: z.input<typeof showResultsMessage>, ack: (response: RoomRemoveAck) => void) => void;
  'game:join': (message: GameJoinMessage, ack: (response: GameJoinAck) => void) => void;
  'game:command': (message: GameCommandMessage, ack: (response: GameCommandAck) => void) => void;
  'tv:hello': (message: TvHelloMessage, ack: (response: TvHelloAck) => void) => void;
  'tv:watch': (message: TvWatchMessage, ack: (response: TvWatchAck) => void) => void;
}

export interface ServerToClientEvents {
  'game:state': (message: GameStateMessage) => void;
  'session:ended': (message: SessionEndedMessage) => void;
  /** To an unpaired TV: a phone used its code; `tv:hello` with the pairing secret now answers the credential. */
  'tv:paired': () => void;
  /** To a paired TV: the account started (or continued) this game. */
  'tv:follow': (message: { gameId: string }) => void;
  /** To a paired TV: the host changed its settings from the phone. */
  'tv:settings': (message: { muted: boolean }) => void;
  /** To a paired TV, just before its socket is closed: the link is over; show a new code. */
  'tv:unlinked': (message: TvUnlinkedMessage) => void;
  /** Said to a phone the host removed from the room; its seat is gone. */
  'room:removed': (message: { gameId: string }) => void;
}
