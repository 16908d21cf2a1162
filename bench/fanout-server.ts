// The fan-out floor of bench:realtime: what the game server's transport does for a command,
// with no game logic, no Redis and no database. A bare Socket.IO server in a process of its
// own (as the game server is); prints its port when ready.
//   join {room, role} (ack)   the socket joins `${room}:${role}` (role 'tv' or 'phone'); a
//                             phone's ack carries a fresh view, as a game:join's does
//   cmd {room, endsTurn, version} (ack) acks {ok: true, version} and emits `state` to the
//                             room's two roles, a fresh game view for each (two emits); a
//                             command that ends a turn then takes the phone out of the room,
//                             as NEXT_TURN ends the phone's reveal link (it joins again, as the
//                             game's phone follows each turn's new code). `version`, when the
//                             sender gives one (the last it saw + 1), is the least the new
//                             version may be: a room whose sockets sit on several of these
//                             processes has no version counter they share.
// Run it with the probe (bench/lib/server-probe.mjs) to measure its CPU like the server's.
// With FANOUT_REDIS_URL (and FANOUT_STREAM, the stream's key), several of these processes
// behind one balancer are one Socket.IO cluster: the Redis streams adapter the game server
// uses carries each emit to the sockets on the other processes (bench:scale-out's floor).
import http from 'node:http';
import { Server } from 'socket.io';
import { createClient } from 'redis';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { listenAndReportPort } from './lib/floor-server.ts';

interface Join {
  room: string;
  role: 'tv' | 'phone';
}

/**
 * A game view: the shape and size of the game server's (≈700 bytes of JSON in bench:realtime,
 * which prints both sizes), a fresh object per command, the TV's (host) or the phone's
 * (reveal, with the title).
 */
function view(gameId: string, version: number, role: Join['role']) {
  const now = Date.now();
  const common = {
    gameId,
    version,
    status: 'in_progress',
    phase: version % 3 === 1 ? 'ready' : 'running',
    teams: { A: { id: 'A', name: 'A', score: version % 5 }, B: { id: 'B', name: 'B', score: version % 3 } },
    currentRound: Math.floor(version / 6) + 1,
    currentTeam: version % 2 ? 'B' : 'A',
    isSharedMode: true,
    turn: Math.floor(version / 3) + 1,
    turnsPlayed: Math.floor(version / 3),
    totalTurns: 8,
    turnEndsAt: now + 90_000,
    timeLeftMs: 89_999,
    serverNow: now,
    winner: null,
    isReplay: false,
    categoryTitle: 'Hollywood Blockbusters',
    timerPreset: 'standard',
    skipsLeft: 2,
    titleKind: 'film',
  };
  const view =
    role === 'tv'
      ? {
          ...common,
          role: 'host',
          shareId: 'tx95paEVDZoKnm5O',
          currentTitle: null,
          lastTitle: null,
          revealCode: `bQ67JuNHIisecRsw${String(version).padStart(6, '0')}`,
          revealShortCode: 'N2FSXT',
          publicOrigin: 'http://127.0.0.1:40813',
          room: { code: '7W7H9G', players: [], actorSeatId: null },
        }
      : {
          ...common,
          role: 'reveal',
          valid: true,
          currentTitle: {
            id: `8208d5fe-b9cb-49fc-a35b-${String(version).padStart(12, '0')}`,
            title: 'The Lord of the Rings',
            posterUrl: null,
          },
        };
  return { gameId, version, view };
}

// Answers the health check a balancer in front waits for (tests/integration/helpers/nginx.ts).
const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/api/healthz' ? 200 : 404).end();
});
const io = new Server(server, { transports: ['websocket'], serveClient: false });
if (process.env.FANOUT_REDIS_URL) {
  const redis = createClient({ url: process.env.FANOUT_REDIS_URL });
  await redis.connect();
  io.adapter(createAdapter(redis, { streamName: process.env.FANOUT_STREAM ?? 'fanout-floor' }));
}
const versions = new Map<string, number>();
io.on('connection', (socket) => {
  socket.on('join', (join: Join, ack: (r: { ok: boolean; state?: ReturnType<typeof view>['view'] }) => void) => {
    void socket.join(`${join.room}:${join.role}`);
    if (join.role === 'tv') return ack({ ok: true });
    ack({ ok: true, state: view(gameIdOf(join.room), versions.get(join.room) ?? 1, 'phone').view });
  });
  type Cmd = { room: string; endsTurn?: boolean; version?: number };
  socket.on('cmd', ({ room, endsTurn, version: least = 0 }: Cmd, ack: (r: { ok: boolean; version: number }) => void) => {
    const version = Math.max((versions.get(room) ?? 1) + 1, least);
    versions.set(room, version);
    ack({ ok: true, version });
    const gameId = gameIdOf(room);
    io.to(`${room}:tv`).emit('state', view(gameId, version, 'tv'));
    io.to(`${room}:phone`).emit('state', view(gameId, version, 'phone'));
    if (endsTurn) io.in(`${room}:phone`).socketsLeave(`${room}:phone`);
  });
});
function gameIdOf(room: string) {
  return `d9ee3d22-b37b-43ac-8688-${room.padStart(12, '0')}`;
}
listenAndReportPort(server, io);
