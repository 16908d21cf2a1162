// The frames this server writes to one socket within one turn of the event loop leave in one
// system call. A command's save broadcasts the new state, and the command's acknowledgement
// follows within the same turn (the save's Redis answer resolves both): two WebSocket frames
// to the device that sent it, which ws writes with a writev each. The writev calls were the
// largest single cost of the game server (issue 34 §1: a third of its busy time in a CPU
// profile of bench:realtime, as of the bare Socket.IO fan-out's). A socket that gets a state
// is corked until the event loop's check phase (setImmediate), after every promise of that
// turn has run; then each socket's frames go out together. Nothing waits longer than the
// rest of the turn: an acknowledgement that waits for PostgreSQL (a turn's end) goes later,
// on its own, and the state does not wait for it.
import net from 'node:net';
import type { GameSocket } from './socket-types.ts';

/** The TCP socket under a Socket.IO socket's WebSocket; none while it is long-polling (each
 *  poll answer is one write already) or behind another transport. */
function tcpSocketOf(socket: GameSocket | undefined): net.Socket | undefined {
  const transport = socket?.conn.transport as { socket?: { _socket?: unknown } } | undefined;
  const tcp = transport?.socket?._socket;
  return tcp instanceof net.Socket ? tcp : undefined;
}

export interface FrameBatch {
  /** Holds the socket's writes until the end of this turn of the event loop. */
  hold(socket: GameSocket | undefined): void;
}

export function createFrameBatch(): FrameBatch {
  const corked = new Set<net.Socket>();
  let scheduled = false;
  function release() {
    scheduled = false;
    for (const tcp of corked) tcp.uncork();
    corked.clear();
  }
  return {
    hold(socket) {
      const tcp = tcpSocketOf(socket);
      if (!tcp || corked.has(tcp) || tcp.destroyed) return;
      tcp.cork();
      corked.add(tcp);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
    },
  };
}
