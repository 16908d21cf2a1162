// Counts the writes a process hands to the kernel on its TCP sockets (each a write or writev
// system call): Node's net.Socket sends whatever its stream has buffered through one
// _writeGeneric call (a corked socket's chunks together, as one writev). A figure that does
// not depend on how busy the machine is, unlike the CPU those calls cost: bench:realtime
// prints it per command for the game server and the bare fan-out (issue 34 §1: the writev
// calls were the game server's largest single cost).
import net from 'node:net';

/** Starts counting; returns the running total. */
export function countSocketWrites() {
  let writes = 0;
  const writeGeneric = net.Socket.prototype._writeGeneric;
  if (typeof writeGeneric !== 'function') return () => NaN;
  net.Socket.prototype._writeGeneric = function (...args) {
    writes += 1;
    return writeGeneric.apply(this, args);
  };
  return () => writes;
}
