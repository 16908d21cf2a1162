// The floor of bench:realtime: a bare Socket.IO server that acknowledges every `echo` with
// its payload, in a process of its own, as the game server is. Prints its port when ready.
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer();
const io = new Server(server, { transports: ['websocket'] });
io.on('connection', (socket) => socket.on('echo', (message, ack) => ack(message)));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
