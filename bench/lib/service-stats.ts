// Snapshots of what Redis and PostgreSQL did, to difference around a benchmark's interval.
//
// Redis (INFO cpu, stats, commandstats). Measured on Redis 7.0.15: total_commands_processed
// and the per-command `calls` of commandstats BOTH count the commands a Lua script runs inside
// EVAL/EVALSHA (after CONFIG RESETSTAT, one EVALSHA of a script calling SET, GET and INCR
// raised total_commands_processed by 4 and the calls of evalsha, set, get and incr by 1 each).
// So neither is the number of commands clients sent: Redis cannot tell them apart, since our
// scripts call the same commands (GET, SET, DEL, HSET, PUBLISH, ...) the app also sends
// directly. The commands a server process sends are counted on the client side instead, by
// the probe (server-probe.mjs, redisCommandsSent); redisRoundTrips() below gives Redis's own
// count, which is an upper bound (client commands + commands inside scripts).
// Redis's CPU (used_cpu_user + used_cpu_sys) is the whole redis-server process: on a Redis
// shared with other clients it counts their work too (bench/lib/private-redis.ts starts one
// of our own).
//
// PostgreSQL (pg_stat_database, pg_stat_user_tables, /proc of its backends). Since PG 15 a
// backend flushes its statistics lazily: when it goes idle, but at most once a second; work
// done less than a second after its last flush waits for the idle timer, 10 s
// (PGSTAT_IDLE_INTERVAL). Measured on PG 15.20: 50 transactions of an idle connection showed
// in pg_stat_database only 10-13 s later. So call pgSettle() after the load stops and
// before the last snapshot (12 s). pg_stat_force_next_flush() flushes only the backend that calls
// it: the snapshots call it for their own connection, so that their own statement (one
// transaction each, left out by diffPg) is counted at once; it cannot reach the server's.
// CPU from /proc is not lazy.
import pg from 'pg';
import { createClient } from 'redis';
import { cpuMsByPid, pidsNamed } from './proc.ts';

export { procCpuMs, rssKb } from './proc.ts';

export interface RedisSnapshot {
  /** used_cpu_user + used_cpu_sys of the redis-server process, ms. */
  cpuMs: number;
  /** total_commands_processed (commands run inside scripts included). */
  commandsProcessed: number;
  /** calls per command (commandstats; `config|resetstat` style names for subcommands). */
  calls: Record<string, number>;
  /** Redis's own time in each command, µs (commandstats usec; a script's includes the
   *  commands it runs, which count their own too). */
  usec: Record<string, number>;
}

/** What one snapshot sends on its own connection: left out of the differences. */
const SNAPSHOT_COMMANDS = ['info', 'hello', 'client|setinfo', 'quit', 'ping'];

export async function redisSnapshot(redisUrl: string): Promise<RedisSnapshot> {
  const client = createClient({ url: redisUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const info = await client.sendCommand<string>(['INFO', 'cpu', 'stats', 'commandstats']);
    const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? NaN);
    const calls: Record<string, number> = {};
    const usec: Record<string, number> = {};
    for (const m of info.matchAll(/^cmdstat_([^:]+):calls=(\d+),usec=(\d+)/gm)) {
      calls[m[1]!] = Number(m[2]);
      usec[m[1]!] = Number(m[3]);
    }
    return {
      cpuMs: (field('used_cpu_user') + field('used_cpu_sys')) * 1000,
      commandsProcessed: field('total_commands_processed'),
      calls,
      usec,
    };
  } finally {
    client.destroy();
  }
}

/**
 * Redis's CPU per bare round trip on this machine, now: `count` PINGs one after another (as a
 * command's script call is one round trip), with the game server's client options (no
 * per-command timer). What a command costs Redis beyond its round trips is its own work; on
 * a shared Redis the figure includes what other clients cost it meanwhile, as the game's does.
 */
export async function redisRoundTripFloor(redisUrl: string, count = 5000): Promise<{ cpuUsPerRoundTrip: number }> {
  const client = createClient({ url: redisUrl, commandOptions: { timeout: 0 } });
  client.on('error', () => {});
  await client.connect();
  try {
    for (let i = 0; i < 500; i++) await client.ping();
    const before = await redisSnapshot(redisUrl);
    for (let i = 0; i < count; i++) await client.ping();
    const after = await redisSnapshot(redisUrl);
    return { cpuUsPerRoundTrip: ((after.cpuMs - before.cpuMs) * 1000) / count };
  } finally {
    client.destroy();
  }
}

export interface RedisInterval {
  cpuMs: number;
  /** Commands Redis processed, those run inside scripts included, snapshots' own left out. */
  commandsProcessed: number;
  /** Calls per command that grew (snapshots' own commands left out). */
  calls: Record<string, number>;
  /** Redis's time in those commands, µs. */
  usec: Record<string, number>;
}

export function diffRedis(a: RedisSnapshot, b: RedisSnapshot): RedisInterval {
  const calls: Record<string, number> = {};
  const usec: Record<string, number> = {};
  let own = 0;
  for (const [name, n] of Object.entries(b.calls)) {
    const grew = n - (a.calls[name] ?? 0);
    if (SNAPSHOT_COMMANDS.includes(name)) own += grew;
    else if (grew > 0) {
      calls[name] = grew;
      usec[name] = (b.usec[name] ?? 0) - (a.usec[name] ?? 0);
    }
  }
  return { cpuMs: b.cpuMs - a.cpuMs, commandsProcessed: b.commandsProcessed - a.commandsProcessed - own, calls, usec };
}

/**
 * Redis's own count of the interval's commands: what clients sent plus what scripts ran
 * inside Redis (see the top of this file; Redis 7.0 counts both alike). The commands the app
 * sent are the probe's redisCommandsSent.
 */
export function redisRoundTrips(before: RedisSnapshot, after: RedisSnapshot): number {
  return diffRedis(before, after).commandsProcessed;
}

export interface PgSnapshot {
  xactCommit: number;
  xactRollback: number;
  tupInserted: number;
  tupUpdated: number;
  tupDeleted: number;
  seqScans: Record<string, number>;
  idxScans: Record<string, number>;
  /** CPU ms of the backends serving this database (the snapshot's own left out). */
  backendCpuMs: number;
  backendCpuByPid: Record<number, number>;
  /** CPU ms of every process named postgres: other databases' backends and the background processes too. */
  allPostgresCpuMs: number;
  allPostgresCpuByPid: Record<number, number>;
  /** Snapshots taken on this database before this one (each is one transaction of it). */
  ownStatements: number;
}

// One connection per database for the snapshots, so each snapshot is exactly one statement
// (one transaction, which diffPg leaves out).
const pgClients = new Map<string, Promise<pg.Client>>();
const pgStatements = new Map<string, number>();
function pgClient(url: string): Promise<pg.Client> {
  let client = pgClients.get(url);
  if (!client) {
    client = (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('error', () => {});
      await c.connect();
      return c;
    })();
    pgClients.set(url, client);
  }
  return client;
}

const SNAPSHOT_SQL = `
select pg_stat_force_next_flush(),
  (select row_to_json(d) from pg_stat_database d where datname = current_database()) as db,
  (select coalesce(json_agg(json_build_object('t', relname, 's', seq_scan, 'i', idx_scan)), '[]')
     from pg_stat_user_tables) as tables,
  (select coalesce(json_agg(pid), '[]') from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()) as pids`;

export async function pgSnapshot(databaseUrl: string): Promise<PgSnapshot> {
  const client = await pgClient(databaseUrl);
  const ownStatements = pgStatements.get(databaseUrl) ?? 0;
  pgStatements.set(databaseUrl, ownStatements + 1);
  const { rows } = await client.query(SNAPSHOT_SQL);
  const row = rows[0] as {
    db: Record<string, number | string>;
    tables: { t: string; s: number | null; i: number | null }[];
    pids: number[];
  };
  const num = (key: string) => Number(row.db[key]);
  const seqScans: Record<string, number> = {};
  const idxScans: Record<string, number> = {};
  for (const { t, s, i } of row.tables) {
    seqScans[t] = s ?? 0;
    idxScans[t] = i ?? 0;
  }
  const backendCpuByPid = cpuMsByPid(row.pids);
  const allPostgresCpuByPid = cpuMsByPid(pidsNamed('postgres'));
  const sum = (r: Record<number, number>) => Object.values(r).reduce((x, y) => x + y, 0);
  return {
    xactCommit: num('xact_commit'),
    xactRollback: num('xact_rollback'),
    tupInserted: num('tup_inserted'),
    tupUpdated: num('tup_updated'),
    tupDeleted: num('tup_deleted'),
    seqScans,
    idxScans,
    backendCpuMs: sum(backendCpuByPid),
    backendCpuByPid,
    allPostgresCpuMs: sum(allPostgresCpuByPid),
    allPostgresCpuByPid,
    ownStatements,
  };
}

/** Lets the server's backends flush their statistics (see the top of this file). */
export function pgSettle(ms = 12_000): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Ends the snapshots' connections. */
export async function closeServiceStats(): Promise<void> {
  const clients = [...pgClients.values()];
  pgClients.clear();
  pgStatements.clear();
  await Promise.all(clients.map(async (c) => (await c).end().catch(() => {})));
}

export interface PgInterval {
  xactCommit: number;
  xactRollback: number;
  tupInserted: number;
  tupUpdated: number;
  tupDeleted: number;
  /** Tables whose sequential scans grew, with by how much. */
  seqScans: Record<string, number>;
  idxScans: Record<string, number>;
  /** CPU of this database's backends; a backend that exited meanwhile is missing. */
  backendCpuMs: number;
  /** CPU of every postgres process, likewise (other databases' backends that started meanwhile included). */
  allPostgresCpuMs: number;
}

const grown = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(b)
      .map(([k, v]) => [k, v - (a[k] ?? 0)] as const)
      .filter(([, d]) => d > 0),
  );

/** CPU of the processes alive at the end: their growth, or all of it for those started meanwhile. */
function cpuGrowth(a: Record<number, number>, b: Record<number, number>): number {
  let ms = 0;
  for (const [pid, end] of Object.entries(b)) ms += end - (a[Number(pid)] ?? 0);
  return ms;
}

export function diffPg(a: PgSnapshot, b: PgSnapshot): PgInterval {
  return {
    // Each snapshot's own statement is one committed transaction of this database.
    xactCommit: b.xactCommit - a.xactCommit - (b.ownStatements - a.ownStatements),
    xactRollback: b.xactRollback - a.xactRollback,
    tupInserted: b.tupInserted - a.tupInserted,
    tupUpdated: b.tupUpdated - a.tupUpdated,
    tupDeleted: b.tupDeleted - a.tupDeleted,
    seqScans: grown(a.seqScans, b.seqScans),
    idxScans: grown(a.idxScans, b.idxScans),
    backendCpuMs: cpuGrowth(a.backendCpuByPid, b.backendCpuByPid),
    allPostgresCpuMs: cpuGrowth(a.allPostgresCpuByPid, b.allPostgresCpuByPid),
  };
}

/** Prints rows as an aligned table: the first row is the header; numbers align right. */
export function formatTable(rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map((c) => (typeof c === 'number' ? fmtNumber(c) : c)));
  const widths = cells.reduce<number[]>((w, r) => r.map((c, i) => Math.max(w[i] ?? 0, c.length)), []);
  return cells
    .map((r, ri) =>
      r
        .map((c, i) => {
          const raw = rows[ri]?.[i];
          return typeof raw === 'number' ? c.padStart(widths[i]!) : c.padEnd(widths[i]!);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function fmtNumber(n: number): string {
  if (Number.isInteger(n)) return String(n);
  if (Math.abs(n) >= 100) return n.toFixed(0);
  return Math.abs(n) >= 0.1 ? n.toFixed(2) : n.toPrecision(2);
}
