// Counts the commands a process sends to Redis, client side: a preload (loaded by
// server-probe.mjs) wraps net.Socket#write and counts, on every socket connected to the Redis
// port, the writes that begin a command. node-redis (the server's only Redis client) writes
// each command as its own chunks: a string that begins with the command's RESP header
// (`*N\r\n`), then, when an argument is a Buffer, that Buffer and a string that begins with
// the CRLF after it. So a command is a written string whose first character is `*`, and
// nothing written is read or copied beyond that character: the bench charges this wrapper
// to the server's CPU and heap, and parsing the stream (a copy of every record the game
// saved, half of them in Arabic) was a kilobyte or more per command (stop 42). A command
// inside a pipeline or a MULTI counts as one; the commands a Lua script runs inside Redis
// are not sent, so not counted here (Redis's own total_commands_processed counts them: see
// service-stats.ts).
import net from 'node:net';

const STAR = 42; // '*'

/** Starts counting the commands written to sockets whose remote port is `port`; returns the running total. */
export function countRedisCommands(port) {
  // socket → whether it is Redis's. Decided once per connected socket: reading remotePort
  // asks the kernel (getpeername), which on every write of every game socket was a
  // measurable part of the CPU the bench charges to the server.
  const isRedis = new WeakMap();
  let commands = 0;
  const write = net.Socket.prototype.write;
  net.Socket.prototype.write = function (chunk, ...rest) {
    let redis = isRedis.get(this);
    if (redis === undefined) {
      const remotePort = this.remotePort;
      redis = remotePort === port;
      // Not connected yet: decide on a later write.
      if (remotePort !== undefined) isRedis.set(this, redis);
    }
    if (redis && typeof chunk === 'string' && chunk.charCodeAt(0) === STAR) commands += 1;
    return write.call(this, chunk, ...rest);
  };
  return () => commands;
}
