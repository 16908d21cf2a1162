// Counts the commands a process sends to Redis, client side: a preload (loaded by
// server-probe.mjs) wraps net.Socket#write and parses the request stream of every socket
// connected to the Redis port as RESP (each command is an array of bulk strings:
// `*N\r\n` then N × `$len\r\n<len bytes>\r\n`). A command inside a pipeline or a MULTI counts
// as one; the commands a Lua script runs inside Redis are not sent, so not counted here
// (Redis's own total_commands_processed counts them: see service-stats.ts).
import net from 'node:net';

const CR = 13;
const LF = 10;

/** Incremental parser of one connection's request stream. */
function respCounter() {
  let mode = 'head'; // 'head' (`*N`), 'bulkhead' (`$len`), 'bulk' (skipping bytes)
  let line = '';
  let args = 0;
  let skip = 0;
  let commands = 0;
  const push = (buf) => {
    let i = 0;
    while (i < buf.length) {
      if (mode === 'bulk') {
        const n = Math.min(skip, buf.length - i);
        i += n;
        skip -= n;
        if (skip === 0) {
          args -= 1;
          mode = args > 0 ? 'bulkhead' : 'head';
        }
        continue;
      }
      const byte = buf[i++];
      if (byte === CR) continue;
      if (byte !== LF) {
        line += String.fromCharCode(byte);
        continue;
      }
      const n = Number(line.slice(1));
      if (mode === 'head' && line[0] === '*') {
        commands += 1;
        args = n;
        if (args > 0) mode = 'bulkhead';
      } else if (mode === 'bulkhead' && line[0] === '$') {
        skip = n + 2; // the bytes and their CRLF
        mode = 'bulk';
      }
      line = '';
    }
  };
  return { push, count: () => commands };
}

/** Starts counting the commands written to sockets whose remote port is `port`; returns the running total. */
export function countRedisCommands(port) {
  // socket → its parser, or null for a socket that is not Redis's. Decided once per connected
  // socket: reading remotePort asks the kernel (getpeername), which on every write of every
  // game socket was a measurable part of the CPU the bench charges to the server.
  const counters = new WeakMap();
  const all = new Set(); // every parser, closed connections' included (a handful of connections)
  const write = net.Socket.prototype.write;
  net.Socket.prototype.write = function (chunk, ...rest) {
    let counter = counters.get(this);
    if (counter === undefined) {
      const remotePort = this.remotePort;
      counter = remotePort === port ? respCounter() : null;
      // Not connected yet: decide on a later write.
      if (remotePort !== undefined) counters.set(this, counter);
      if (counter) all.add(counter);
    }
    if (counter && chunk != null) {
      counter.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8') : chunk);
    }
    return write.call(this, chunk, ...rest);
  };
  return () => [...all].reduce((sum, c) => sum + c.count(), 0);
}
