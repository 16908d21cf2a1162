// npm run bench:living-room [-- --games 10000 --pace-ms 15000 --seconds 120 --servers 2 --spread]
// Issue 18's living-room load: N concurrent shared-mode games, each a TV (the host, signed
// in) and two phones that joined the room as seats (one per team): 3N sockets, one command
// per game every ~pace (randomised), for --seconds of play, against K compiled server
// processes sharing one PostgreSQL database, one Redis and one key prefix, with the load
// generator in child processes (bench/lib/game-load-worker.ts). Each command is sent by the
// device the machine expects (the acting seat's phone: START_TIMER, CORRECT/INCORRECT; the
// TV: NEXT_TURN); its latency runs until every other device of the game has the new version.
//
// Printed, over the play phase only: commands, commands/s, latency p50/p99/max against the
// floors of the same run (a bare Socket.IO echo, and the bare fan-out server when present,
// with the same sockets at the same pace), server CPU per command (user/sys/GC), event-loop
// delay per server, memory per live game and per idle socket, Redis round trips and CPU
// per command, PostgreSQL transactions/rows/seq scans per command, the goals, and one
// `RESULT {json}` line. Machine limits (per-process open files 20,000) are why the servers
// and the generator are several processes: each holds at most ~16,000 sockets.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io as connect, type Socket } from 'socket.io-client';
import { BenchPlayers, buildServer, busyShare, inPool, startBareServer, startGameFleet, type GameFleet } from './lib/game-fleet.ts';
import { LoadFleet, pct, shares, type FloorSpec, type GameSpec, type Merged } from './lib/load-fleet.ts';
import { diffProbe, probeGc, probeReset, probeStats, type LongGcPauses } from './lib/probe-client.ts';
import { machineTicks } from './lib/proc.ts';
import { diffPg, diffRedis, formatTable, pgSettle, pgSnapshot, redisSnapshot } from './lib/service-stats.ts';
import { runMain } from './lib/run-main.ts';

const MAX_SOCKETS_PER_PROCESS = 16_000;

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '10000' },
    'pace-ms': { type: 'string', default: '15000' },
    seconds: { type: 'string', default: '120' },
    servers: { type: 'string' },
    workers: { type: 'string' },
    spread: { type: 'boolean', default: false },
    'idle-sockets': { type: 'string', default: '2000' },
    'floor-seconds': { type: 'string', default: '30' },
    'timeout-ms': { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '200' },
    'no-floor': { type: 'boolean', default: false },
    'private-redis': { type: 'boolean', default: false },
  },
});
const GAMES = Number(values.games);
const PACE_MS = Number(values['pace-ms']);
const SECONDS = Number(values.seconds);
const SOCKETS = GAMES * 3;
const SERVERS = Number(values.servers ?? Math.max(1, Math.ceil(SOCKETS / MAX_SOCKETS_PER_PROCESS)));
const WORKERS = Number(values.workers ?? Math.max(1, Math.ceil(SOCKETS / MAX_SOCKETS_PER_PROCESS)));
const SPREAD = values.spread;
const IDLE_SOCKETS = Number(values['idle-sockets']);
const FLOOR_SECONDS = Math.min(SECONDS, Number(values['floor-seconds']));
const TIMEOUT_MS = Number(values['timeout-ms']);
const CONCURRENCY = Number(values.concurrency);
// BENCH_LOAD_NICE=<n>: the load generators yield the cores to the servers (load-fleet.ts).
const LOAD_NICE = process.env.BENCH_LOAD_NICE;

// Issue 34 added the longest collector pause: a pause is a stall every device of every game on that server feels.
const GOALS = { p99Ms: 100, eldMaxMs: 100, gcMaxMs: 30, perGameKiB: 16, perIdleSocketKiB: 4 };

const fmt = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const kib = (bytes: number) => bytes / 1024;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

/** Issue 34 §2: how much of the long GC pauses (≥ 10 ms) was the collector, and how much the process waiting for a core. */
function longGcLine(perServer: (LongGcPauses | undefined)[]): string {
  const parts = perServer.map((p, i) => {
    if (!p || !p.count) return `server ${i + 1}: none`;
    const share = (ms: number) => `${fmt((ms / p.splitMs) * 100, 0)}%`;
    const other = p.splitMs - p.cpuMs - p.waitMs;
    return (
      `server ${i + 1}: ${p.count} pauses, ${fmt(p.ms, 0)} ms: on a CPU ${share(p.cpuMs)}, waiting for a core ${share(p.waitMs)}, asleep ${share(other)}` +
      `${p.unsplit ? ` (${p.unsplit} unsplit)` : ''}; longest ${fmt(p.maxMs, 1)} ms = ${fmt(p.maxCpuMs, 1)} on a CPU + ${fmt(p.maxWaitMs, 1)} waiting + ${fmt(p.maxMs - p.maxCpuMs - p.maxWaitMs, 1)} asleep`
    );
  });
  return `GC pauses ≥ 10 ms, main thread (its /proc schedstat sampled every ms): ${parts.join('; ')}`;
}

function check(cond: boolean, message: string) {
  if (!cond) throw new Error(message);
}
check(GAMES > 0 && PACE_MS > 0 && SECONDS > 0, '--games, --pace-ms and --seconds must be positive');
check(
  SOCKETS / SERVERS <= 19_000,
  `${SOCKETS} sockets on ${SERVERS} servers is more than one process can hold here (20,000 open files): use --servers`,
);
check(SOCKETS / WORKERS <= 19_000, `${SOCKETS} sockets in ${WORKERS} load workers is too many per process: use --workers`);

function ws(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

function latencyLine(label: string, m: Merged): string {
  return `${label}: n=${m.samples.length} p50 ${fmt(pct(m.samples, 50))} ms, p99 ${fmt(pct(m.samples, 99))} ms, max ${fmt(m.samples.at(-1) ?? NaN)} ms`;
}

/** Runs one floor: bare servers (one per game server), the same sockets in trios, one
 *  message per trio at the games' pace. */
async function runFloor(load: LoadFleet, kind: 'echo' | 'fanout'): Promise<Merged> {
  const file = kind === 'echo' ? 'echo-server.ts' : 'fanout-server.ts';
  const bare = await Promise.all(Array.from({ length: SERVERS }, () => startBareServer(file)));
  try {
    const groupShares = shares(
      Array.from({ length: GAMES }, (_, g) => g),
      load.size,
    );
    const floors: FloorSpec[] = groupShares.map((share) => ({
      kind,
      urls: bare.map((b) => b.url),
      groups: share.length,
      perGroup: 3,
      offset: share[0] ?? 0,
      // The bare servers share nothing: a group stays on one of them, whatever --spread says.
      spread: false,
    }));
    const t = performance.now();
    const sockets = await load.floorConnect(floors, CONCURRENCY);
    console.log(
      `  ${kind} floor: ${sockets} sockets on ${SERVERS} bare server process(es) (each group of 3 on one) connected in ${secondsSince(t)} s; ${FLOOR_SECONDS} s at the same pace`,
    );
    const result = await load.floorPlay(floors, FLOOR_SECONDS, PACE_MS, TIMEOUT_MS);
    if (result.timeouts || result.errors)
      console.log(`  ${kind} floor: ${result.timeouts + result.errors} lost (${result.errorSamples.join(' | ')})`);
    await load.close();
    return result;
  } finally {
    await Promise.all(bare.map((b) => b.stop()));
  }
}

async function main() {
  const started = performance.now();
  console.log(
    `living room: ${GAMES} games (TV + 2 room phones each: ${SOCKETS} sockets), a command per game every ~${PACE_MS} ms, ${SECONDS} s of play; ` +
      `${SERVERS} server process(es), ${SPREAD ? "spread: a game's sockets round-robin across servers (fan-out through Redis)" : 'sticky by game: all three sockets of a game on one server'}; ${WORKERS} load worker process(es)`,
  );
  buildServer();
  let fleet: GameFleet | undefined;
  let load: LoadFleet | undefined;
  const stop = async () => {
    load?.stop();
    await fleet?.cleanup();
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    // BENCH_GC_SPLIT: each long pause is split into collector, waiting for a core, and asleep.
    fleet = await startGameFleet({ servers: SERVERS, privateRedis: values['private-redis'], extraEnv: { BENCH_GC_SPLIT: '1' } });
    const servers = fleet.servers;
    console.log(
      `servers: ${servers.map((s) => `pid ${s.pid} ${s.url}`).join(', ')}; Redis ${fleet.privateRedis ? `of this run's own (${fleet.redisUrl})` : fleet.redisUrl}, prefix ${fleet.prefix}`,
    );

    // Memory per idle socket: M bare connections to the first server, after forced GCs. A
    // first round warms the connection path (compiled code, buffers) so the second measures
    // the sockets alone.
    const warm = await inPool(IDLE_SOCKETS, 100, () => ws(servers[0]!.url));
    warm.forEach((s) => s.disconnect());
    await sleep(1000);
    const idleBefore = await probeGc(servers[0]!.probePort);
    const idle = await inPool(IDLE_SOCKETS, 100, () => ws(servers[0]!.url));
    await sleep(1000);
    const idleAfter = await probeGc(servers[0]!.probePort);
    idle.forEach((s) => s.disconnect());
    const perIdleSocket = {
      rssBytes: (idleAfter.rssBytes - idleBefore.rssBytes) / IDLE_SOCKETS,
      heapBytes: (idleAfter.heapUsedBytes - idleBefore.heapUsedBytes) / IDLE_SOCKETS,
    };
    await sleep(1000);

    const before = await Promise.all(servers.map((s) => probeGc(s.probePort)));
    // Sticky: game i and its three sockets on server i mod K; spread: socket j of game i on
    // server (3i + j) mod K. Each game is created through its TV's server.
    const serverOf = (game: number, socket: number) => servers[(SPREAD ? game * 3 + socket : game) % SERVERS]!;
    const players = new BenchPlayers(fleet);
    let t = performance.now();
    const created = await players.createGames(
      GAMES,
      (i) => serverOf(i, 0).url,
      50,
      (n) => n % 1000 === 0 && console.log(`  created ${n}/${GAMES} games (${secondsSince(t)} s)`),
    );
    console.log(`created ${GAMES} games in ${secondsSince(t)} s`);
    const specs: GameSpec[] = created.map((g, i) => ({
      gameId: g.gameId,
      token: g.token,
      roomCode: g.roomCode,
      tvUrl: serverOf(i, 0).url,
      phoneUrls: [serverOf(i, 1).url, serverOf(i, 2).url],
    }));

    load = await LoadFleet.start(WORKERS);
    t = performance.now();
    let printed = 0;
    const sockets = await load.setup('room', shares(specs, WORKERS), Math.ceil(CONCURRENCY / WORKERS), (n) => {
      if (Math.floor(n / 1000) > printed) {
        printed = Math.floor(n / 1000);
        console.log(`  joined ${printed * 1000}/${GAMES} games (${secondsSince(t)} s)`);
      }
    });
    const setupSeconds = (performance.now() - started) / 1000;
    console.log(`joined ${GAMES} games (${sockets} sockets) in ${secondsSince(t)} s; setup took ${fmt(setupSeconds, 0)} s in all`);

    // Memory per live game: each server's growth after forced GCs over the games it holds.
    const live = await Promise.all(servers.map((s) => probeGc(s.probePort)));
    const gamesPerServer = GAMES / SERVERS;
    const perGame = servers.map((_, i) => ({
      rssBytes: (live[i]!.rssBytes - before[i]!.rssBytes) / gamesPerServer,
      heapBytes: (live[i]!.heapUsedBytes - before[i]!.heapUsedBytes) / gamesPerServer,
    }));

    // The play, measured alone (the reset answers the figures it starts from; a second /stats
    // here would end the CPU profile that BENCH_CPU_PROFILE starts with the reset).
    const probe0 = await Promise.all(servers.map((s) => probeReset(s.probePort)));
    const redis0 = await redisSnapshot(fleet.redisUrl);
    const pg0 = await pgSnapshot(fleet.databaseUrl);
    const machine0 = machineTicks();
    console.log(`playing for ${SECONDS} s ...`);
    const played = await load.play('room', SECONDS, PACE_MS, TIMEOUT_MS);
    const machine1 = machineTicks();
    const probe1 = await Promise.all(servers.map((s) => probeStats(s.probePort)));
    const redis1 = await redisSnapshot(fleet.redisUrl);
    // PostgreSQL's backends publish their counters lazily (service-stats.ts).
    await pgSettle();
    const pg1 = await pgSnapshot(fleet.databaseUrl);
    await load.close();

    const floors: Record<string, Merged> = {};
    if (!values['no-floor']) {
      console.log('floors (same run, same sockets, same pace, bare servers in processes of their own):');
      floors.echo = await runFloor(load, 'echo');
      if (existsSync(path.join(import.meta.dirname, 'fanout-server.ts'))) floors.fanout = await runFloor(load, 'fanout');
    }

    // ---- figures ----
    const s = played.samples;
    const commands = played.commands;
    const elapsed = played.elapsedMs / 1000;
    const perServer = servers.map((_, i) => ({
      ...diffProbe(probe0[i]!, probe1[i]!),
      eldMaxMs: probe1[i]!.eldMaxMs,
      eldP99Ms: probe1[i]!.eldP99Ms,
      gcMaxMs: probe1[i]!.gcMaxMs,
      gcMaxKind: probe1[i]!.gcMaxKind,
      longGc: probe1[i]!.longGcPauses,
    }));
    const sum = (k: 'userMs' | 'sysMs' | 'gcMs' | 'redisCommandsSent') => perServer.reduce((n, d) => n + d[k], 0);
    const cpu = {
      userUs: (sum('userMs') * 1000) / commands,
      sysUs: (sum('sysMs') * 1000) / commands,
      gcUs: (sum('gcMs') * 1000) / commands,
    };
    const eldMax = Math.max(...perServer.map((d) => d.eldMaxMs));
    const gcMax = Math.max(...perServer.map((d) => d.gcMaxMs));
    const redis = diffRedis(redis0, redis1);
    const redisTop = Object.entries(redis.calls).sort((a, b) => b[1] - a[1]);
    const pg = diffPg(pg0, pg1);
    const pgTransactions = pg.xactCommit + pg.xactRollback;
    const pgRows = pg.tupInserted + pg.tupUpdated + pg.tupDeleted;
    const pgSeqScans = Object.values(pg.seqScans).reduce((a, b) => a + b, 0);
    const p50 = pct(s, 50);
    const p99 = pct(s, 99);
    const max = s.at(-1) ?? NaN;
    const meanPerGame = {
      rssBytes: perGame.reduce((n, g) => n + g.rssBytes, 0) / SERVERS,
      heapBytes: perGame.reduce((n, g) => n + g.heapBytes, 0) / SERVERS,
    };

    console.log('');
    console.log(
      `living room: ${GAMES} games, ${sockets} sockets on ${SERVERS} server(s) (${SPREAD ? 'spread across servers' : 'sticky by game'}), pace ~${PACE_MS} ms, ${fmt(elapsed, 1)} s of play${LOAD_NICE ? `; load generators under nice ${LOAD_NICE}` : ''}`,
    );
    console.log(
      `commands ${commands} → ${fmt(commands / elapsed, 1)} commands/s; refused ${played.errors}, timed out ${played.timeouts}, games finished ${played.finished}`,
    );
    if (played.errorSamples.length) console.log(`  first problems: ${played.errorSamples.join(' | ')}`);
    console.log(latencyLine('command → every other device', played));
    for (const [kind, f] of Object.entries(floors)) {
      console.log(
        `${latencyLine(`${kind} floor (${kind === 'echo' ? 'one echo per trio' : 'one command per room of 3, acked and fanned out'})`, f)}`,
      );
      console.log(`  ratio vs ${kind} floor: p50 ${fmt(p50 / pct(f.samples, 50))}x, p99 ${fmt(p99 / pct(f.samples, 99))}x`);
    }
    console.log(
      `server CPU per command (all servers): user ${fmt(cpu.userUs, 0)} µs, sys ${fmt(cpu.sysUs, 0)} µs (GC ${fmt(cpu.gcUs, 0)} µs of it); ` +
        `load generator ${fmt((played.cpuUserUs + played.cpuSysUs) / commands, 0)} µs per command (shares the cores); machine ${fmt(busyShare(machine0, machine1) * 100, 0)}% busy`,
    );
    console.log(
      formatTable([
        [
          'server',
          'pid',
          'ELD max ms',
          'ELD p99 ms',
          'CPU user ms',
          'CPU sys ms',
          'GC ms',
          'GCs',
          'longest GC',
          'Redis cmds',
          'RSS MiB',
          'KiB/game (RSS)',
          'KiB/game (heap)',
        ],
        ...servers.map((srv, i) => {
          const d = perServer[i]!;
          const r1 = (n: number) => Math.round(n * 10) / 10;
          return [
            i + 1,
            srv.pid,
            r1(d.eldMaxMs),
            r1(d.eldP99Ms),
            Math.round(d.userMs),
            Math.round(d.sysMs),
            Math.round(d.gcMs),
            d.gcCount,
            `${r1(d.gcMaxMs)} ms ${d.gcMaxKind}`,
            d.redisCommandsSent,
            Math.round(probe1[i]!.rssBytes / 2 ** 20),
            r1(kib(perGame[i]!.rssBytes)),
            r1(kib(perGame[i]!.heapBytes)),
          ];
        }),
      ]),
    );
    console.log(longGcLine(perServer.map((d) => d.longGc)));
    console.log(
      `memory: ${fmt(kib(meanPerGame.rssBytes), 1)} KiB RSS (${fmt(kib(meanPerGame.heapBytes), 1)} KiB heap) per live game (its 3 sockets included), ` +
        `${fmt(kib(perIdleSocket.rssBytes), 2)} KiB RSS (${fmt(kib(perIdleSocket.heapBytes), 2)} KiB heap) per idle socket (${IDLE_SOCKETS} idle sockets)`,
    );
    console.log(
      `Redis: ${fmt(sum('redisCommandsSent') / commands)} commands sent per command by the servers (round trips, a pipeline's commands each counted); ` +
        `Redis ran ${fmt(redis.commandsProcessed / commands)} per command counting those inside scripts (${redisTop
          .slice(0, 6)
          .map(([c, n]) => `${c} ${fmt(n / commands)}`)
          .join(', ')}); Redis CPU ${fmt((redis.cpuMs * 1000) / commands, 0)} µs per command` +
        (fleet.privateRedis
          ? ''
          : ' (a Redis shared with other clients: its CPU and counts include theirs; --private-redis for a Redis of this run alone)'),
    );
    console.log(
      `PostgreSQL: ${fmt(pgTransactions / commands, 3)} transactions, ${fmt(pgRows / commands, 3)} rows written (inserted+updated+deleted), ` +
        `${fmt(pgSeqScans / commands, 3)} seq scans${
          pgSeqScans
            ? ` (${Object.entries(pg.seqScans)
                .map(([t, n]) => `${t} ${n}`)
                .join(', ')})`
            : ''
        } per command; ` +
        `backend CPU ${fmt((pg.backendCpuMs * 1000) / commands, 0)} µs per command`,
    );
    // A collection's freed pages stay resident and are reused, so RSS growth can understate
    // what the new objects take: the larger of the two is judged.
    const gameCost = Math.max(meanPerGame.rssBytes, meanPerGame.heapBytes);
    const socketCost = Math.max(perIdleSocket.rssBytes, perIdleSocket.heapBytes);
    const goals = {
      p99: p99 < GOALS.p99Ms,
      eld: eldMax < GOALS.eldMaxMs,
      gc: gcMax < GOALS.gcMaxMs,
      perGame: kib(gameCost) <= GOALS.perGameKiB,
      perIdleSocket: kib(socketCost) <= GOALS.perIdleSocketKiB,
    };
    console.log(
      `goals: p99 < ${GOALS.p99Ms} ms ${met(goals.p99)} (${fmt(p99, 1)}); event-loop delay max < ${GOALS.eldMaxMs} ms ${met(goals.eld)} (${fmt(eldMax, 1)}); ` +
        `longest GC pause < ${GOALS.gcMaxMs} ms ${met(goals.gc)} (${fmt(gcMax, 1)}); ` +
        `≤ ${GOALS.perGameKiB} KiB per live game ${met(goals.perGame)} (${fmt(kib(gameCost), 1)}); ≤ ${GOALS.perIdleSocketKiB} KiB per idle socket ${met(goals.perIdleSocket)} (${fmt(kib(socketCost), 2)}); ` +
        'memory judged on the larger of RSS and heap growth (RSS reuses pages a collection freed, so it can understate)',
    );
    const result = {
      scenario: 'living-room',
      games: GAMES,
      sockets,
      servers: SERVERS,
      placement: SPREAD ? 'spread' : 'sticky',
      loadNice: LOAD_NICE ? Number(LOAD_NICE) : 0,
      paceMs: PACE_MS,
      seconds: Number(fmt(elapsed, 1)),
      setupSeconds: Math.round(setupSeconds),
      commands,
      commandsPerSecond: Number(fmt(commands / elapsed, 1)),
      refused: played.errors,
      timedOut: played.timeouts,
      p50Ms: Number(fmt(p50)),
      p99Ms: Number(fmt(p99)),
      maxMs: Number(fmt(max)),
      floors: Object.fromEntries(
        Object.entries(floors).map(([k, f]) => [k, { p50Ms: Number(fmt(pct(f.samples, 50))), p99Ms: Number(fmt(pct(f.samples, 99))) }]),
      ),
      cpuPerCommandUs: { user: Math.round(cpu.userUs), sys: Math.round(cpu.sysUs), gc: Math.round(cpu.gcUs) },
      loadGeneratorCpuPerCommandUs: Math.round((played.cpuUserUs + played.cpuSysUs) / commands),
      eldMaxMs: perServer.map((d) => Number(fmt(d.eldMaxMs, 1))),
      eldP99Ms: perServer.map((d) => Number(fmt(d.eldP99Ms, 1))),
      gcMaxMs: perServer.map((d) => Number(fmt(d.gcMaxMs, 1))),
      longGcPauses: perServer.map((d) => d.longGc ?? null),
      perGameKiB: { rss: Number(fmt(kib(meanPerGame.rssBytes), 1)), heap: Number(fmt(kib(meanPerGame.heapBytes), 1)) },
      perIdleSocketKiB: { rss: Number(fmt(kib(perIdleSocket.rssBytes))), heap: Number(fmt(kib(perIdleSocket.heapBytes))) },
      redisPerCommand: {
        sent: Number(fmt(sum('redisCommandsSent') / commands)),
        processed: Number(fmt(redis.commandsProcessed / commands)),
        cpuUs: Math.round((redis.cpuMs * 1000) / commands),
        private: Boolean(fleet.privateRedis),
      },
      pgPerCommand: {
        transactions: Number(fmt(pgTransactions / commands, 3)),
        rowsWritten: Number(fmt(pgRows / commands, 3)),
        seqScans: Number(fmt(pgSeqScans / commands, 3)),
        backendCpuUs: Math.round((pg.backendCpuMs * 1000) / commands),
      },
      goals,
    };
    console.log(`RESULT ${JSON.stringify(result)}`);
  } finally {
    await stop();
  }
}

runMain(main);
