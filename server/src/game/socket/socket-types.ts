// The types of the game server's sockets: what the gateways keep on each one.
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../../services/auth/auth-user.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '@charades/shared/socket-contract';

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
  /** A TV socket's game it watches (its rooms are left for the next one), and the pairing
   *  room an unpaired TV waits in (tv/tv-gateway.ts). */
  tvWatching?: string;
  tvPairing?: string;
}
export type GameServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
