// npm run bench:scale-out [-- --start 250 --factor 1.4 --target-p99-ms 50 --step-seconds 20]
// Issue 18: "two processes behind nginx carry ≥ 1.7x the games one carries at the same p99".
// For 1 server process and then for 2 (compiled, sharing one PostgreSQL database, one Redis
// and one key prefix), both behind nginx running deploy/nginx.conf (startNginx, round-robin,
// no stickiness: a game's TV and phone may land on different servers), the number of games
// (a TV and a reveal-code phone each, playing as bench/realtime.ts does: ~1 command per
// second per game) steps up from --start by --factor until the p99 of command → other
// device latency exceeds --target-p99-ms (or an open-file limit would be crossed), then
// bisects between the last count that held and the first that did not (--refine times). The
// capacity is the largest count that held. Each step plays fresh games for --step-seconds.
//
// The floor, measured the same way in the same run (skip it with --skip-floor): bare
// Socket.IO fan-out servers (bench/fanout-server.ts, one Socket.IO cluster over the same
// Redis with the streams adapter the game server uses) behind the same nginx, rooms of a TV
// and a phone at the same pace. What two of them carry against one is what this machine lets
// any Socket.IO server gain from a second process; the game's ratio is printed against it.
//
// The load generator runs in child processes on the same 2 cores as the servers, nginx,
// PostgreSQL and Redis: its CPU is printed too.
import { parseArgs } from 'node:util';
import { findNginx, startNginx, type Nginx } from '../tests/integration/helpers/nginx.ts';
import { BenchPlayers, buildServer, busyShare, childPids, startBareServer, startGameFleet, type GameFleet } from './lib/game-fleet.ts';
import { machineTicks } from './lib/proc.ts';
import { LoadFleet, pct, shares, type FloorSpec, type GameSpec, type Merged } from './lib/load-fleet.ts';
import { formatTable, procCpuMs } from './lib/service-stats.ts';
import { runMain } from './lib/run-main.ts';

const { values } = parseArgs({
  options: {
    start: { type: 'string', default: '250' },
    factor: { type: 'string', default: '1.4' },
    'target-p99-ms': { type: 'string', default: '50' },
    'step-seconds': { type: 'string', default: '20' },
    'pace-ms': { type: 'string', default: '1000' },
    refine: { type: 'string', default: '2' },
    retries: { type: 'string', default: '1' },
    'private-redis': { type: 'boolean', default: false },
    'skip-floor': { type: 'boolean', default: false },
    'max-games': { type: 'string', default: '100000' },
    configs: { type: 'string', default: '1,2' },
    workers: { type: 'string', default: '2' },
    'nginx-workers': { type: 'string', default: '2' },
    'nginx-connections': { type: 'string', default: '19000' },
    'timeout-ms': { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '200' },
  },
});
const START = Number(values.start);
const FACTOR = Number(values.factor);
const TARGET_MS = Number(values['target-p99-ms']);
const STEP_SECONDS = Number(values['step-seconds']);
const PACE_MS = Number(values['pace-ms']);
const REFINE = Number(values.refine);
const RETRIES = Number(values.retries);
const MAX_GAMES = Number(values['max-games']);
const CONFIGS = values.configs.split(',').map(Number);
const NGINX_WORKERS = Number(values['nginx-workers']);
const NGINX_CONNECTIONS = Number(values['nginx-connections']);
const TIMEOUT_MS = Number(values['timeout-ms']);
const CONCURRENCY = Number(values.concurrency);
const SOCKETS_PER_GAME = 2;
const GOAL_RATIO = 1.7;

const fmt = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// Open files: 20,000 per process (hard). A proxied WebSocket holds two nginx connections
// (client and upstream), in one worker; the kernel spreads accepted connections unevenly
// over the workers, so only 80% of their sum is counted on. Ephemeral ports: 28,232 per
// destination address:port (the nginx listener, and each server behind it).
const FD_PER_PROCESS = 19_000;
const PORTS_PER_DESTINATION = 60_999 - 32_768;

/** Why `games` games cannot run with `servers` servers and `workers` load workers, if they cannot. */
function limitFor(games: number, servers: number, workers: number): string | undefined {
  const sockets = games * SOCKETS_PER_GAME;
  const nginxCapacity = 0.8 * NGINX_WORKERS * Math.min(NGINX_CONNECTIONS, FD_PER_PROCESS);
  if (sockets * 2 > nginxCapacity) return `nginx: ${sockets * 2} connections > 80% of ${NGINX_WORKERS} workers × ${NGINX_CONNECTIONS}`;
  if (sockets / servers > FD_PER_PROCESS) return `server: ${Math.ceil(sockets / servers)} sockets per process > ${FD_PER_PROCESS}`;
  if (sockets / workers > FD_PER_PROCESS) return `load worker: ${Math.ceil(sockets / workers)} sockets per process > ${FD_PER_PROCESS}`;
  if (sockets > PORTS_PER_DESTINATION) return `ephemeral ports: ${sockets} connections to one nginx listener`;
  return undefined;
}

/** What is measured: the game server, or the bare Socket.IO fan-out floor. */
type Kind = 'game' | 'floor';

/** The processes behind nginx for one capacity search. */
interface Backends {
  pids: number[];
  addresses: string[];
  stop(): Promise<void>;
}

interface Step {
  kind: Kind;
  servers: number;
  games: number;
  commands: number;
  commandsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  problems: number;
  serverCpuUs: number;
  nginxCpuUs: number;
  generatorCpuUs: number;
  machineBusy: number;
  /** The share of the machine busy outside the servers, nginx and the generator (PostgreSQL,
   *  Redis, and whatever else runs on this shared machine). */
  otherBusy: number;
  held: boolean;
}

/** Floor rooms named so far: each step's rooms get new names. */
let floorRooms = 0;

/** Connects `games` games (or the floor's rooms) through nginx and plays them for one step. */
async function playThrough(
  kind: Kind,
  nginx: Nginx,
  players: BenchPlayers,
  load: LoadFleet,
  games: number,
): Promise<() => Promise<Merged>> {
  if (kind === 'game') {
    const created = await players.createGames(games, () => nginx.url, 50);
    const specs: GameSpec[] = created.map((g) => ({
      gameId: g.gameId,
      token: g.token,
      revealCode: g.revealCode,
      tvUrl: nginx.url,
      phoneUrls: [nginx.url],
    }));
    await load.setup('reveal', shares(specs, load.size), Math.ceil(CONCURRENCY / load.size));
    return () => load.play('reveal', STEP_SECONDS, PACE_MS, TIMEOUT_MS);
  }
  // Room names are unique across workers and steps (a room's version only grows).
  const base = floorRooms;
  floorRooms += games;
  const floors: FloorSpec[] = shares(
    Array.from({ length: games }, (_, g) => g),
    load.size,
  ).map((share) => ({
    kind: 'fanout',
    urls: [nginx.url],
    groups: share.length,
    perGroup: SOCKETS_PER_GAME,
    offset: base + (share[0] ?? 0),
    spread: false,
  }));
  await load.floorConnect(floors, Math.ceil(CONCURRENCY / load.size));
  return () => load.floorPlay(floors, STEP_SECONDS, PACE_MS, TIMEOUT_MS);
}

async function runStep(kind: Kind, backends: Backends, nginx: Nginx, players: BenchPlayers, load: LoadFleet, games: number): Promise<Step> {
  const play = await playThrough(kind, nginx, players, load, games);
  await sleep(1000);
  const nginxWorkers = childPids(nginx.pid);
  const cpuOf = (pids: number[]) => pids.reduce((n, pid) => n + procCpuMs(pid), 0);
  const server0 = cpuOf(backends.pids);
  const nginx0 = cpuOf(nginxWorkers);
  const machine0 = machineTicks();
  const played = await play();
  const machine1 = machineTicks();
  const nginx1 = cpuOf(nginxWorkers);
  const serverCpuUs = (cpuOf(backends.pids) - server0) * 1000;
  await load.close();
  // Let the servers see the disconnects before the next step.
  await sleep(1000);
  const c = Math.max(1, played.commands);
  const p99 = pct(played.samples, 99);
  const problems = played.errors + played.timeouts;
  return {
    kind,
    servers: backends.pids.length,
    games,
    commands: played.commands,
    commandsPerSecond: played.commands / (played.elapsedMs / 1000),
    p50: pct(played.samples, 50),
    p99,
    max: played.samples.at(-1) ?? NaN,
    problems,
    serverCpuUs: serverCpuUs / c,
    nginxCpuUs: ((nginx1 - nginx0) * 1000) / c,
    generatorCpuUs: (played.cpuUserUs + played.cpuSysUs) / c,
    machineBusy: busyShare(machine0, machine1),
    otherBusy:
      busyShare(machine0, machine1) -
      (serverCpuUs / 1000 + (nginx1 - nginx0) + (played.cpuUserUs + played.cpuSysUs) / 1000) / ((machine1.total - machine0.total) * 10),
    // A step with commands refused or lost does not hold, whatever its p99.
    held: p99 <= TARGET_MS && problems <= played.commands * 0.001,
  };
}

const HEADER = [
  'what',
  'servers',
  'games',
  'commands/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'lost',
  'server µs/cmd',
  'nginx µs/cmd',
  'generator µs/cmd',
  'machine busy',
  'of it other',
  '',
];
const row = (s: Step) => [
  s.kind,
  String(s.servers),
  String(s.games),
  fmt(s.commandsPerSecond, 0),
  fmt(s.p50),
  fmt(s.p99),
  fmt(s.max, 0),
  String(s.problems),
  fmt(s.serverCpuUs, 0),
  fmt(s.nginxCpuUs, 0),
  fmt(s.generatorCpuUs, 0),
  `${fmt(s.machineBusy * 100, 0)}%`,
  `${fmt(s.otherBusy * 100, 0)}%`,
  s.held ? 'held' : `p99 > ${TARGET_MS} ms`,
];

/** `count` game servers, or bare fan-out servers clustered over the fleet's Redis. */
async function startBackends(kind: Kind, fleet: GameFleet, count: number): Promise<Backends> {
  if (kind === 'game') {
    const servers = await fleet.addServers(count, { TRUST_PROXY: '1' });
    return {
      pids: servers.map((s) => s.pid),
      addresses: servers.map((s) => `127.0.0.1:${s.proc.port}`),
      stop: () => fleet.stopServers(),
    };
  }
  // The fleet's cleanup deletes the stream with the rest of its prefix.
  const env = { FANOUT_REDIS_URL: fleet.redisUrl, FANOUT_STREAM: `${fleet.prefix}fanout-floor` };
  const bare = await Promise.all(Array.from({ length: count }, () => startBareServer('fanout-server.ts', env)));
  return {
    pids: bare.map((b) => b.pid),
    addresses: bare.map((b) => new URL(b.url).host),
    stop: async () => void (await Promise.all(bare.map((b) => b.stop()))),
  };
}

/** Steps the games up for `count` servers; the largest count that held the target. */
async function capacityOf(
  kind: Kind,
  fleet: GameFleet,
  players: BenchPlayers,
  load: LoadFleet,
  count: number,
  from: number,
  all: Step[],
): Promise<{ capacity: number; stop: string }> {
  const backends = await startBackends(kind, fleet, count);
  const nginx = await startNginx(findNginx() ?? '/usr/sbin/nginx', backends.addresses, {
    workerProcesses: NGINX_WORKERS,
    workerConnections: NGINX_CONNECTIONS,
  });
  const what = kind === 'game' ? 'game server' : 'bare fan-out server (floor)';
  console.log(`\n${count} ${what} process(es) (pids ${backends.pids.join(', ')}) behind nginx ${nginx.url} (${NGINX_WORKERS} workers)`);
  let good = 0;
  let bad = Infinity;
  let refined = 0;
  let games = from;
  let stop = '';
  try {
    for (;;) {
      const limit = limitFor(games, count, load.size);
      if (limit || games > MAX_GAMES) {
        stop = limit ? `open-file limits: ${limit}` : `--max-games ${MAX_GAMES}`;
        if (bad === Infinity) break;
        // Inside the bracket a smaller count always fits.
        bad = games;
      } else {
        // The machine is shared: a count fails only if it fails --retries + 1 times in a row.
        let held = false;
        for (let attempt = 0; attempt <= RETRIES && !held; attempt++) {
          const step = await runStep(kind, backends, nginx, players, load, games);
          all.push(step);
          console.log(`  ${HEADER.map((h, i) => (h ? `${h} ${row(step)[i]}` : row(step)[i])).join(', ')}`);
          held = step.held;
        }
        if (held) good = games;
        else bad = games;
      }
      if (bad === Infinity) {
        games = Math.round(games * FACTOR);
        continue;
      }
      if (good === 0) {
        // The first count already failed: step down.
        if (games <= 10) break;
        games = Math.round(games / FACTOR);
        continue;
      }
      if (refined >= REFINE || bad / good < 1.05) break;
      refined++;
      games = Math.round(Math.sqrt(good * bad));
    }
    stop ||= `p99 above ${TARGET_MS} ms at ${bad} games`;
  } finally {
    await nginx.stop();
    await backends.stop();
  }
  return { capacity: good, stop };
}

async function main() {
  console.log(
    `scale-out: games of a TV and a reveal-code phone (as bench:realtime), ~1 command per ${PACE_MS} ms per game, ${STEP_SECONDS} s per step, ` +
      `from ${START} games ×${FACTOR} until p99 > ${TARGET_MS} ms, then ${REFINE} bisection step(s) (a count that fails is tried ${RETRIES} more time(s)); servers ${CONFIGS.join(' then ')}, behind nginx (deploy/nginx.conf, ${NGINX_WORKERS} workers). ` +
      `The load generator (${values.workers} child processes) shares the 2 cores with the servers, nginx, PostgreSQL and Redis.`,
  );
  buildServer();
  let fleet: GameFleet | undefined;
  let load: LoadFleet | undefined;
  const stop = async () => {
    load?.stop();
    await fleet?.cleanup();
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  const t0 = performance.now();
  try {
    fleet = await startGameFleet({ servers: 0, privateRedis: values['private-redis'] });
    load = await LoadFleet.start(Number(values.workers));
    const players = new BenchPlayers(fleet);
    const steps: Step[] = [];
    const kinds: Kind[] = values['skip-floor'] ? ['game'] : ['game', 'floor'];
    const capacities: Record<Kind, Record<number, { capacity: number; stop: string }>> = { game: {}, floor: {} };
    for (const kind of kinds) {
      const found = capacities[kind];
      for (const count of CONFIGS) {
        // More servers start where fewer ended: what one carried, two should carry too.
        const from = Math.max(START, ...Object.values(found).map((c) => c.capacity));
        found[count] = await capacityOf(kind, fleet, players, load, count, from, steps);
        console.log(`${kind} capacity(${count}) = ${found[count].capacity} games (${found[count].stop})`);
      }
    }
    console.log('');
    console.log(formatTable([HEADER, ...steps.map(row)]));
    const ratioOf = (kind: Kind) => {
      const one = capacities[kind][1]?.capacity;
      const two = capacities[kind][2]?.capacity;
      return one && two !== undefined ? two / one : NaN;
    };
    for (const kind of kinds)
      for (const count of CONFIGS)
        console.log(
          `${kind} capacity(${count}) = ${capacities[kind][count]!.capacity} games at p99 ≤ ${TARGET_MS} ms (stopped: ${capacities[kind][count]!.stop})`,
        );
    const ratio = ratioOf('game');
    const floorRatio = ratioOf('floor');
    if (Number.isFinite(ratio))
      console.log(`game capacity(2) / capacity(1) = ${fmt(ratio)}x (goal ≥ ${GOAL_RATIO}x: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'})`);
    if (Number.isFinite(floorRatio))
      console.log(
        `floor (bare Socket.IO fan-out, Redis streams adapter) capacity(2) / capacity(1) = ${fmt(floorRatio)}x; ` +
          `the game's ratio / the floor's = ${fmt(ratio / floorRatio)} (1 = the game scales out as well as bare Socket.IO does on this machine)`,
      );
    console.log(
      'note: the load generator, nginx, PostgreSQL and Redis share the same 2 cores as the servers (their CPU per command above); ' +
        "'of it other' is the machine's busy share outside the servers, nginx and the generator: PostgreSQL, Redis and anything else running on the machine. " +
        "nginx balances round-robin with no stickiness: with 2 servers a game's TV and phone are often on different servers, and its states cross through Redis.",
    );
    console.log(`took ${fmt((performance.now() - t0) / 1000, 0)} s`);
    console.log(
      `RESULT ${JSON.stringify({
        scenario: 'scale-out',
        targetP99Ms: TARGET_MS,
        paceMs: PACE_MS,
        stepSeconds: STEP_SECONDS,
        capacities: Object.fromEntries(Object.entries(capacities.game).map(([k, v]) => [k, v.capacity])),
        ratio: Number(fmt(ratio)),
        goalMet: ratio >= GOAL_RATIO,
        floorCapacities: Object.fromEntries(Object.entries(capacities.floor).map(([k, v]) => [k, v.capacity])),
        floorRatio: Number(fmt(floorRatio)),
        ratioVsFloor: Number(fmt(ratio / floorRatio)),
        steps: steps.map((s) => ({
          kind: s.kind,
          servers: s.servers,
          games: s.games,
          commandsPerSecond: Number(fmt(s.commandsPerSecond, 0)),
          p50Ms: Number(fmt(s.p50)),
          p99Ms: Number(fmt(s.p99)),
          serverCpuUsPerCommand: Math.round(s.serverCpuUs),
          generatorCpuUsPerCommand: Math.round(s.generatorCpuUs),
          machineBusy: Number(fmt(s.machineBusy)),
          otherBusy: Number(fmt(s.otherBusy)),
          held: s.held,
        })),
      })}`,
    );
  } finally {
    await stop();
  }
}

runMain(main);
