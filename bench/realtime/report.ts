// The figures of bench:realtime, from its raw measurements: printed for a reader, then as one
// `RESULT {json}` line for bench/median.ts.
import type { ProbeInterval, ProbeStats } from '../lib/probe-client.ts';
import { formatTable, type PgInterval, type RedisInterval } from '../lib/service-stats.ts';
import { pct } from '../lib/sockets.ts';
import type { FanoutResult } from './floors.ts';
import type { PerUnit } from './memory.ts';

export interface Measurements {
  games: number;
  turns: number;
  paceMs: number;
  commands: number;
  playSeconds: number;
  latencies: number[];
  /** Mean JSON bytes of a game:state. */
  stateBytes: { tv: number; phone: number };
  server: ProbeInterval;
  /** The server's probe at the end of play (its event-loop delay covers the play). */
  serverEnd: ProbeStats;
  loadGeneratorCpuMs: number;
  machineBusy: number;
  redis: {
    kind: 'shared' | 'private' | 'none';
    interval?: RedisInterval;
    /** Redis CPU µs of a bare round trip (PING) in the same run (service-stats.ts). */
    roundTripFloorUs?: number;
  };
  pg?: PgInterval;
  liveGame: PerUnit;
  idleSocket: PerUnit & { count: number };
  rssBeforeGamesMiB: number;
  echo: number[];
  echoInProcess: number[];
  /** With what a bare Redis round trip cost while it played, when there is a Redis. */
  fanout: FanoutResult & { duringPlay?: { cpuUsPerRoundTrip: number } };
}

export type Figures = Record<string, number | string[]>;

// Issue 34's goals, each a ratio against a floor measured in the same run.
const GOALS = { cpuVsFanout: 1.3, liveGameHeapVsFanout: 1.15, redisCpuInRoundTrips: 2 };

const fmt = (n: number) => n.toFixed(2);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

export function figuresOf(m: Measurements): Figures {
  const n = m.commands;
  const us = (ms: number) => (ms / n) * 1000;
  const fanoutUs = (ms: number) => (ms / m.fanout.commands) * 1000;
  const serverCpu = us(m.server.userMs + m.server.sysMs);
  const fanoutCpu = fanoutUs(m.fanout.cpu.userMs + m.fanout.cpu.sysMs);
  const f: Figures = {
    games: m.games,
    sockets: m.games * 2,
    commands: n,
    commandsPerSec: n / m.playSeconds,
    latencyP50Ms: pct(m.latencies, 50),
    latencyP99Ms: pct(m.latencies, 99),
    echoP50Ms: pct(m.echo, 50),
    echoP99Ms: pct(m.echo, 99),
    echoInProcessP50Ms: pct(m.echoInProcess, 50),
    echoInProcessP99Ms: pct(m.echoInProcess, 99),
    fanoutP50Ms: pct(m.fanout.latencies, 50),
    fanoutP99Ms: pct(m.fanout.latencies, 99),
    p50VsEcho: pct(m.latencies, 50) / pct(m.echo, 50),
    p99VsEcho: pct(m.latencies, 99) / pct(m.echo, 99),
    serverUserUsPerCmd: us(m.server.userMs),
    serverSysUsPerCmd: us(m.server.sysMs),
    serverGcUsPerCmd: us(m.server.gcMs),
    serverCpuUsPerCmd: serverCpu,
    serverGcCount: m.server.gcCount,
    fanoutUserUsPerCmd: fanoutUs(m.fanout.cpu.userMs),
    fanoutSysUsPerCmd: fanoutUs(m.fanout.cpu.sysMs),
    fanoutGcUsPerCmd: fanoutUs(m.fanout.cpu.gcMs),
    fanoutCpuUsPerCmd: fanoutCpu,
    cpuVsFanout: serverCpu / fanoutCpu,
    serverAllocatedBytesPerCmd: m.server.allocatedBytes / n,
    fanoutAllocatedBytesPerCmd: m.fanout.cpu.allocatedBytes / m.fanout.commands,
    allocatedVsFanout: m.server.allocatedBytes / n / (m.fanout.cpu.allocatedBytes / m.fanout.commands),
    serverSocketWritesPerCmd: m.server.socketWrites / n,
    fanoutSocketWritesPerCmd: m.fanout.cpu.socketWrites / m.fanout.commands,
    loadGeneratorCpuUsPerCmd: us(m.loadGeneratorCpuMs),
    machineBusyPct: m.machineBusy * 100,
    eldMaxMs: m.serverEnd.eldMaxMs,
    eldP99Ms: m.serverEnd.eldP99Ms,
    gcMaxMs: m.serverEnd.gcMaxMs,
    tvStateBytes: m.stateBytes.tv,
    phoneStateBytes: m.stateBytes.phone,
    fanoutTvStateBytes: m.fanout.stateBytes.tv,
    fanoutPhoneStateBytes: m.fanout.stateBytes.phone,
    liveGameRssKiB: m.liveGame.rssKiB,
    liveGameHeapKiB: m.liveGame.heapKiB,
    idleSocketRssKiB: m.idleSocket.rssKiB,
    idleSocketHeapKiB: m.idleSocket.heapKiB,
    fanoutPairRssKiB: m.fanout.memory.pair.rssKiB,
    fanoutPairHeapKiB: m.fanout.memory.pair.heapKiB,
    fanoutIdleSocketRssKiB: m.fanout.memory.idleSocket.rssKiB,
    fanoutIdleSocketHeapKiB: m.fanout.memory.idleSocket.heapKiB,
    liveGameHeapVsFanout: m.liveGame.heapKiB / m.fanout.memory.pair.heapKiB,
    idleSocketHeapVsFanout: m.idleSocket.heapKiB / m.fanout.memory.idleSocket.heapKiB,
    rssBeforeGamesMiB: m.rssBeforeGamesMiB,
  };
  if (m.redis.interval) {
    f.redisRoundTripsPerCmd = m.server.redisCommandsSent / n;
    f.redisProcessedPerCmd = m.redis.interval.commandsProcessed / n;
    f.redisCpuUsPerCmd = us(m.redis.interval.cpuMs);
    if (m.redis.roundTripFloorUs) {
      f.redisRoundTripFloorUs = m.redis.roundTripFloorUs;
      f.redisCpuVsRoundTripFloor = f.redisCpuUsPerCmd / m.redis.roundTripFloorUs;
    }
    const loaded = m.fanout.duringPlay?.cpuUsPerRoundTrip;
    if (loaded) {
      f.redisRoundTripInPlayUs = loaded;
      f.redisCpuVsRoundTripInPlay = f.redisCpuUsPerCmd / loaded;
      f.fanoutMachineBusyPct = m.fanout.machineBusy * 100;
    }
    for (const [name, calls] of Object.entries(m.redis.interval.calls)) f[`redis.${name}`] = calls / n;
  }
  if (m.pg) {
    f.pgXactPerCmd = m.pg.xactCommit / n;
    f.pgRollbackPerCmd = m.pg.xactRollback / n;
    f.pgInsertedPerCmd = m.pg.tupInserted / n;
    f.pgUpdatedPerCmd = m.pg.tupUpdated / n;
    f.pgDeletedPerCmd = m.pg.tupDeleted / n;
    f.pgBackendCpuUsPerCmd = us(m.pg.backendCpuMs);
    f.pgAllProcessesCpuUsPerCmd = us(m.pg.allPostgresCpuMs);
    f.pgSeqScanTables = Object.keys(m.pg.seqScans).sort();
  }
  return f;
}

const num = (f: Figures, key: string) => {
  const v = f[key];
  if (typeof v !== 'number') throw new Error(`figure ${key} is missing`);
  return v;
};

export function printReport(m: Measurements, f: Figures): void {
  const g = (key: string) => fmt(num(f, key));
  const out: string[] = [];
  out.push(
    `games ${m.games}, sockets ${m.games * 2}, commands ${m.commands} in ${fmt(m.playSeconds)} s → ${g('commandsPerSec')} commands/s`,
  );
  out.push('', 'Latency (command sent by the TV → the other device has the new version), ms:');
  out.push(
    formatTable([
      ['', 'p50', 'p99'],
      ['game server', num(f, 'latencyP50Ms'), num(f, 'latencyP99Ms')],
      ['bare Socket.IO fan-out (floor)', num(f, 'fanoutP50Ms'), num(f, 'fanoutP99Ms')],
      ['bare Socket.IO echo (floor, own process)', num(f, 'echoP50Ms'), num(f, 'echoP99Ms')],
      ['  echo inside the load generator', num(f, 'echoInProcessP50Ms'), num(f, 'echoInProcessP99Ms')],
    ]),
  );
  out.push(
    `latency p50 / echo p50 = ${g('p50VsEcho')}x (goal ≤ 3x: ${verdict(num(f, 'p50VsEcho') <= 3)}); p99 ${g('latencyP99Ms')} ms (goal < 50 ms: ${verdict(num(f, 'latencyP99Ms') < 50)}); p99 / echo p99 = ${g('p99VsEcho')}x`,
  );
  out.push('', 'CPU per command during play, µs (GC pauses are part of user time):');
  out.push(
    formatTable([
      ['', 'user', 'sys', 'GC', 'user+sys'],
      ['game server', num(f, 'serverUserUsPerCmd'), num(f, 'serverSysUsPerCmd'), num(f, 'serverGcUsPerCmd'), num(f, 'serverCpuUsPerCmd')],
      [
        'bare Socket.IO fan-out',
        num(f, 'fanoutUserUsPerCmd'),
        num(f, 'fanoutSysUsPerCmd'),
        num(f, 'fanoutGcUsPerCmd'),
        num(f, 'fanoutCpuUsPerCmd'),
      ],
    ]),
  );
  out.push(
    `server CPU per command / bare Socket.IO fan-out floor = ${g('cpuVsFanout')}x (goal ≤ ${GOALS.cpuVsFanout}x: ${verdict(num(f, 'cpuVsFanout') <= GOALS.cpuVsFanout)})`,
  );
  out.push(
    `TCP writes (system calls) per command: game server ${fmt(num(f, 'serverSocketWritesPerCmd'))} (WebSockets, Redis and PostgreSQL), bare Socket.IO fan-out (floor) ${fmt(num(f, 'fanoutSocketWritesPerCmd'))}`,
    `JavaScript heap allocated per command: game server ${Math.round(num(f, 'serverAllocatedBytesPerCmd'))} B, bare Socket.IO fan-out (floor) ${Math.round(num(f, 'fanoutAllocatedBytesPerCmd'))} B → ${g('allocatedVsFanout')}x`,
  );
  out.push(
    `load generator ${g('loadGeneratorCpuUsPerCmd')} µs per command; machine ${Math.round(num(f, 'machineBusyPct'))}% busy; server GCs during play: ${m.server.gcCount}`,
  );
  out.push(
    `state payloads, JSON bytes: game server TV ${Math.round(m.stateBytes.tv)}, phone ${Math.round(m.stateBytes.phone)}; fan-out floor TV ${Math.round(m.fanout.stateBytes.tv)}, phone ${Math.round(m.fanout.stateBytes.phone)}`,
  );
  out.push(
    `server event-loop delay during play: max ${g('eldMaxMs')} ms, p99 ${g('eldP99Ms')} ms; longest GC pause ${g('gcMaxMs')} ms (${m.serverEnd.gcMaxKind})`,
  );
  out.push('', ...redisLines(m, f), '', ...pgLines(m, f), '', ...memoryLines(m, f));
  console.log(out.join('\n'));
  console.log(`RESULT ${JSON.stringify(f)}`);
}

function redisLines(m: Measurements, f: Figures): string[] {
  const interval = m.redis.interval;
  if (!interval) return ['Redis: none (in-process store)'];
  const where = m.redis.kind === 'private' ? "the bench's own redis-server" : 'REDIS_URL, shared: its CPU and counts include other clients';
  const calls = Object.entries(interval.calls).sort(([, a], [, b]) => b - a);
  return [
    `Redis (${where}):`,
    `  round trips (commands the server sent, counted in the server) ${fmt(num(f, 'redisRoundTripsPerCmd'))} per command (goal ≤ 2: ${verdict(num(f, 'redisRoundTripsPerCmd') <= 2)})`,
    `  Redis CPU ${fmt(num(f, 'redisCpuUsPerCmd'))} µs per command (its goal is in bare round trips, below)`,
    ...(f.redisRoundTripFloorUs === undefined
      ? []
      : [
          `  floor: a bare round trip (PING, same run) costs Redis ${fmt(num(f, 'redisRoundTripFloorUs'))} µs alone after play; a command costs ${fmt(num(f, 'redisCpuVsRoundTripFloor'))} of them`,
        ]),
    ...(f.redisRoundTripInPlayUs === undefined
      ? []
      : [
          `  floor in play: a bare round trip costs Redis ${fmt(num(f, 'redisRoundTripInPlayUs'))} µs while the fan-out floor plays (machine ${fmt(num(f, 'fanoutMachineBusyPct'))}% busy, ${fmt(num(f, 'machineBusyPct'))}% in the game's play); a command costs ${fmt(num(f, 'redisCpuVsRoundTripInPlay'))} of them (goal ≤ ${GOALS.redisCpuInRoundTrips}: ${verdict(num(f, 'redisCpuVsRoundTripInPlay') <= GOALS.redisCpuInRoundTrips)})`,
        ]),
    `  commands Redis processed, those inside scripts included: ${fmt(num(f, 'redisProcessedPerCmd'))} per command`,
    '  calls and Redis time per command (commandstats; a script counts its own call and time, and each command it runs counts its own too):',
    formatTable([
      ['', 'calls', 'µs'],
      ...calls.map(([name, c]) => [`    ${name}`, c / m.commands, (interval.usec[name] ?? 0) / m.commands]),
    ]),
  ];
}

function pgLines(m: Measurements, f: Figures): string[] {
  if (!m.pg) return ['PostgreSQL: none (PGlite)'];
  const scans = Object.entries(m.pg.seqScans);
  return [
    'PostgreSQL (the bench database; settled 12 s before each snapshot):',
    formatTable([
      ['', 'per command'],
      ['  transactions committed', num(f, 'pgXactPerCmd')],
      ['  transactions rolled back', num(f, 'pgRollbackPerCmd')],
      ['  rows inserted', num(f, 'pgInsertedPerCmd')],
      ['  rows updated', num(f, 'pgUpdatedPerCmd')],
      ['  rows deleted', num(f, 'pgDeletedPerCmd')],
      ["  CPU µs, this database's backends", num(f, 'pgBackendCpuUsPerCmd')],
      ['  CPU µs, every postgres process (shared)', num(f, 'pgAllProcessesCpuUsPerCmd')],
    ]),
    `  tables whose sequential scans grew during play (goal: none): ${scans.length ? scans.map(([t, s]) => `${t} +${s}`).join(', ') : 'none'}`,
  ];
}

function memoryLines(m: Measurements, f: Figures): string[] {
  return [
    `Server memory (after forced GCs; ${Math.round(m.rssBeforeGamesMiB)} MiB RSS before the games):`,
    formatTable([
      ['', 'RSS KiB', 'heap KiB', 'compiled code KiB (not in heap)'],
      [
        `  per live game (${m.games} games, TV and phone joined)`,
        num(f, 'liveGameRssKiB'),
        num(f, 'liveGameHeapKiB'),
        fmt(m.liveGame.codeKiB),
      ],
      [
        `  per idle socket (${m.idleSocket.count} sockets, no game)`,
        num(f, 'idleSocketRssKiB'),
        num(f, 'idleSocketHeapKiB'),
        fmt(m.idleSocket.codeKiB),
      ],
      [
        '  bare Socket.IO fan-out (floor): per room of a TV and a phone',
        num(f, 'fanoutPairRssKiB'),
        num(f, 'fanoutPairHeapKiB'),
        fmt(m.fanout.memory.pair.codeKiB),
      ],
      [
        '  bare Socket.IO fan-out (floor): per idle socket',
        num(f, 'fanoutIdleSocketRssKiB'),
        num(f, 'fanoutIdleSocketHeapKiB'),
        fmt(m.fanout.memory.idleSocket.codeKiB),
      ],
    ]),
    `  (the heap's growth without the code compiled meanwhile: a one-off as code first runs, not a cost per game)`,
    `  heap per live game / floor's per room = ${fmt(num(f, 'liveGameHeapVsFanout'))}x (goal ≤ ${GOALS.liveGameHeapVsFanout}x: ${verdict(num(f, 'liveGameHeapVsFanout') <= GOALS.liveGameHeapVsFanout)}); heap per idle socket / floor's = ${fmt(num(f, 'idleSocketHeapVsFanout'))}x`,
    `  goals: ≤ 16 KiB per live game ${verdict(num(f, 'liveGameRssKiB') <= 16)}, ≤ 4 KiB per idle socket ${verdict(num(f, 'idleSocketRssKiB') <= 4)} (RSS; RSS moves in whole pages and arenas, so the heap is the steadier figure)`,
  ];
}
