// The floor of bench:realtime: a bare Socket.IO server that acknowledges every `echo` with
// its payload, in a process of its own, as the game server is. Prints its port when ready.
import http from 'node:http';
import { Server } from 'socket.io';
import { listenAndReportPort } from './lib/floor-server.ts';

const server = http.createServer();
const io = new Server(server, { transports: ['websocket'] });
io.on('connection', (socket) => socket.on('echo', (message, ack) => ack(message)));
listenAndReportPort(server, io);
