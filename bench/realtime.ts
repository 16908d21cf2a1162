// npm run bench:realtime [-- --games 1000 --turns 4 --pace-ms 1000 --idle-sockets 2000 --own-redis]
// N concurrent shared-mode games, each a TV (host) and a phone on real sockets, playing turns
// against the compiled server (npm run bench:realtime builds it) in a process of its own,
// probed (bench/lib/server-probe.mjs). Measured during play only: command→broadcast latency
// (command sent by the TV until the other device has that version), the server's CPU per
// command (user, sys, GC), its event-loop delay, Redis round trips and CPU per command,
// PostgreSQL transactions, rows, backend CPU and sequential scans per command. Then memory per
// live game and per idle socket, and, in the same run with the same sockets, pace and number
// of commands, the floors: a bare Socket.IO fan-out (bench/fanout-server.ts, probed the same
// way) and a bare Socket.IO echo, with the ratios. Ends with a `RESULT {json}` line (see
// bench/median.ts). Uses DATABASE_URL (required to grant the bench players their tokens) and
// REDIS_URL when set; --own-redis starts a redis-server of its own instead, so that Redis's
// figures are the bench's alone.
import { parseArgs } from 'node:util';
import { machineTicks } from './lib/proc.ts';
import { diffProbe, probeReset, probeStats } from './lib/probe-client.ts';
import { closeServiceStats, diffPg, diffRedis, pgSettle, pgSnapshot, redisRoundTripFloor, redisSnapshot } from './lib/service-stats.ts';
import { startBenchServer, type BenchServer } from './realtime/game-server.ts';
import { prepareGames, playGames, startGames } from './realtime/games.ts';
import { echoFloor, echoFloorInProcess, fanoutFloor } from './realtime/floors.ts';
import { idleSocketCost, memoryPoint, perUnit } from './realtime/memory.ts';
import { figuresOf, printReport, type Measurements } from './realtime/report.ts';
import { runMain } from './lib/run-main.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    turns: { type: 'string', default: '4' },
    'pace-ms': { type: 'string', default: '1000' },
    'idle-sockets': { type: 'string', default: '2000' },
    'own-redis': { type: 'boolean', default: false },
  },
});
const GAMES = Number(values.games);
const TURNS = Number(values.turns);
// Players press a button every second or so; 0 sends every command as soon as the last one
// is seen (a saturation test rather than a party).
const PACE_MS = Number(values['pace-ms']);
const IDLE_SOCKETS = Number(values['idle-sockets']);

/** Everything measured on the game server (stopped afterwards, whatever happens). */
async function measureGames(bench: BenchServer) {
  const { server, probePort, db, redisUrl } = bench;
  const api = server.url;
  console.log(
    `server pid ${server.child.pid} (compiled; ${db.url ? 'PostgreSQL' : 'PGlite'}, ${redisUrl ? `Redis ${bench.redisKind}` : 'in-process store'}); ${GAMES} games × ${TURNS} turns, ${PACE_MS ? `a command every ~${PACE_MS} ms per game` : 'unpaced'}`,
  );

  const setup = await prepareGames(api, db, GAMES);
  const beforeGames = await memoryPoint(probePort);
  const players = await startGames(api, setup, GAMES);
  const withGames = await memoryPoint(probePort);

  // The setup's database statistics reach pg_stat_* only once its backends flush them.
  if (db.url) await pgSettle();
  const pg0 = db.url ? await pgSnapshot(db.url) : undefined;
  const redis0 = redisUrl ? await redisSnapshot(redisUrl) : undefined;
  const server0 = await probeReset(probePort);
  const benchCpu0 = process.cpuUsage();
  const machine0 = machineTicks();
  const t0 = performance.now();
  const play = await playGames(players, TURNS, PACE_MS);
  const playSeconds = (performance.now() - t0) / 1000;
  const server1 = await probeStats(probePort);
  const machine1 = machineTicks();
  const benchCpu = process.cpuUsage(benchCpu0);
  const redis1 = redisUrl ? await redisSnapshot(redisUrl) : undefined;
  if (db.url) await pgSettle();
  const pg1 = db.url ? await pgSnapshot(db.url) : undefined;
  // Redis's floor: what a bare round trip costs it, measured now that play is over.
  const redisFloor = redisUrl ? await redisRoundTripFloor(redisUrl) : undefined;

  players.forEach(({ tv, phone }) => (tv.disconnect(), phone.disconnect()));
  // Let the server see those sockets go before the idle sockets' baseline.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleSocket = await idleSocketCost(api, probePort, IDLE_SOCKETS);
  return {
    games: GAMES,
    turns: TURNS,
    paceMs: PACE_MS,
    commands: play.commands,
    playSeconds,
    latencies: play.latencies,
    stateBytes: play.stateBytes,
    server: diffProbe(server0, server1),
    serverEnd: server1,
    loadGeneratorCpuMs: (benchCpu.user + benchCpu.system) / 1000,
    machineBusy: (machine1.busy - machine0.busy) / (machine1.total - machine0.total),
    redis: {
      kind: bench.redisKind,
      interval: redis0 && redis1 ? diffRedis(redis0, redis1) : undefined,
      roundTripFloorUs: redisFloor?.cpuUsPerRoundTrip,
    },
    pg: pg0 && pg1 ? diffPg(pg0, pg1) : undefined,
    liveGame: perUnit(beforeGames, withGames, GAMES),
    idleSocket: { ...idleSocket, count: IDLE_SOCKETS },
    rssBeforeGamesMiB: beforeGames.rssBytes / 1024 / 1024,
  };
}

async function main() {
  const bench = await startBenchServer({ ownRedis: values['own-redis'] });
  try {
    let games;
    try {
      games = await measureGames(bench);
    } catch (err) {
      // What the server logged says why it refused (its log level is warn).
      console.error(`server output (last 4,000 characters):\n${bench.server.output().slice(-4000)}`);
      throw err;
    }
    // The floors, after the games, with as many sockets and commands. The game server goes
    // first; its Redis stays, to measure a bare round trip again while the fan-out plays:
    // what a round trip costs Redis on a machine as busy as the game's play kept it (alone,
    // after play, it costs it less). The echo crosses a process boundary both ways, as every
    // game command does; the echo inside the load generator, which never does, is printed
    // for reference.
    await bench.server.kill('SIGTERM');
    const rounds = TURNS * 3;
    const redisUrl = bench.redisUrl;
    const fanout = await fanoutFloor(
      GAMES,
      rounds,
      PACE_MS,
      IDLE_SOCKETS,
      redisUrl ? () => redisRoundTripFloor(redisUrl, 3000) : undefined,
    );
    const echo = await echoFloor(GAMES * 2, rounds, PACE_MS);
    const echoInProcess = await echoFloorInProcess(GAMES * 2, rounds, PACE_MS);
    const measurements: Measurements = { ...games, echo, echoInProcess, fanout };
    printReport(measurements, figuresOf(measurements));
  } finally {
    await bench.stop();
    await closeServiceStats();
  }
}

runMain(main);
