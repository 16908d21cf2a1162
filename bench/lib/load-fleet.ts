// The parent's side of the load generator of bench:living-room and bench:scale-out: forks
// game-load-worker.ts children (each may hold at most ~19,000 open files, so a share of the
// sockets each), hands them their games, starts their play together and merges the latency
// samples and counters they send back over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** One game as a worker plays it: where each of its sockets connects. */
export interface GameSpec {
  gameId: string;
  /** The owner's access token: the TV's socket signs in with it. */
  token: string;
  /** The room code phones join with (room mode). */
  roomCode?: string;
  /** The current turn's reveal code (reveal mode). */
  revealCode?: string;
  tvUrl: string;
  /** One URL per phone. */
  phoneUrls: string[];
}

/** A floor's sockets in one worker: `groups` groups of `perGroup` sockets on bare servers. */
export interface FloorSpec {
  kind: 'echo' | 'fanout';
  urls: string[];
  groups: number;
  perGroup: number;
  /** This worker's first group number (room names must not collide across workers). */
  offset: number;
  /** Each socket of a group on the next server (as --spread does) rather than the group's. */
  spread: boolean;
}

export type GameMode = 'room' | 'reveal';

export type WorkerRequest =
  | { type: 'setup'; mode: GameMode; games: GameSpec[]; concurrency: number }
  | { type: 'play'; mode: GameMode; seconds: number; paceMs: number; timeoutMs: number }
  | { type: 'floor-connect'; floor: FloorSpec; concurrency: number }
  | { type: 'floor-play'; floor: FloorSpec; seconds: number; paceMs: number; timeoutMs: number }
  | { type: 'close' }
  | { type: 'exit' };

export interface Played {
  samples: Float64Array;
  commands: number;
  errors: number;
  timeouts: number;
  finished: number;
  rejoins: number;
  errorSamples: string[];
  cpuUserUs: number;
  cpuSysUs: number;
  elapsedMs: number;
}

export type WorkerReply =
  | { type: 'started' }
  | { type: 'progress'; games: number }
  | { type: 'ready'; sockets: number }
  | ({ type: 'played' } & Played)
  | { type: 'closed' }
  | { type: 'failed'; error: string };

/** The value at percentile p of ascending samples (NaN without samples). */
export function pct(sorted: ArrayLike<number>, p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface Merged extends Omit<Played, 'samples'> {
  /** Ascending. */
  samples: Float64Array;
}

const WORKER = path.join(import.meta.dirname, 'game-load-worker.ts');

class Worker {
  private waiting: { type: WorkerReply['type']; resolve: (r: WorkerReply) => void; reject: (e: Error) => void } | undefined;
  onProgress: ((games: number) => void) | undefined;
  constructor(readonly child: ChildProcess) {
    child.on('message', (msg: WorkerReply) => {
      if (msg.type === 'progress') return this.onProgress?.(msg.games);
      const w = this.waiting;
      if (!w) return;
      this.waiting = undefined;
      if (msg.type === 'failed') w.reject(new Error(`load worker ${child.pid} failed: ${msg.error}`));
      else if (msg.type !== w.type) w.reject(new Error(`load worker ${child.pid}: expected ${w.type}, got ${msg.type}`));
      else w.resolve(msg);
    });
    child.on('exit', (code, signal) => {
      const w = this.waiting;
      this.waiting = undefined;
      w?.reject(new Error(`load worker ${child.pid} exited (${code ?? signal})`));
    });
  }
  request<T extends WorkerReply['type']>(msg: WorkerRequest | null, type: T): Promise<Extract<WorkerReply, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.waiting = { type, resolve: resolve as (r: WorkerReply) => void, reject };
      if (msg) this.child.send(msg);
    });
  }
}

export class LoadFleet {
  private constructor(private readonly workers: Worker[]) {}

  /** Forks `n` workers and waits until each is listening. With BENCH_LOAD_NICE=<n> they run
   *  under `nice -n <n>`, every thread of theirs: the cores go to the servers, Redis and
   *  PostgreSQL first, as if the players' devices were elsewhere (they are not: their latency
   *  is still timed here). */
  static async start(n: number): Promise<LoadFleet> {
    const nice = process.env.BENCH_LOAD_NICE;
    const workers = Array.from({ length: n }, () => {
      const child = fork(WORKER, [], {
        ...(nice ? { execPath: 'nice' } : {}),
        execArgv: [...(nice ? ['-n', nice, process.execPath] : []), '--import', 'tsx', '--max-old-space-size=4096'],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      return new Worker(child);
    });
    await Promise.all(workers.map((w) => w.request(null, 'started')));
    return new LoadFleet(workers);
  }

  get size(): number {
    return this.workers.length;
  }
  get pids(): number[] {
    return this.workers.map((w) => w.child.pid!);
  }

  /** Connects and joins every worker's games; `onProgress` gets the total joined so far. */
  async setup(mode: GameMode, shares: GameSpec[][], concurrency: number, onProgress?: (games: number) => void): Promise<number> {
    const done = new Array<number>(this.workers.length).fill(0);
    const ready = await Promise.all(
      this.workers.map((w, i) => {
        w.onProgress = (games) => {
          done[i] = games;
          onProgress?.(done.reduce((a, b) => a + b, 0));
        };
        return w.request({ type: 'setup', mode, games: shares[i] ?? [], concurrency }, 'ready');
      }),
    );
    return ready.reduce((n, r) => n + r.sockets, 0);
  }

  /** Every worker plays its games for `seconds`, all starting now; the merged outcome. */
  async play(mode: GameMode, seconds: number, paceMs: number, timeoutMs: number): Promise<Merged> {
    const played = await Promise.all(this.workers.map((w) => w.request({ type: 'play', mode, seconds, paceMs, timeoutMs }, 'played')));
    return merge(played);
  }

  async floorConnect(floors: FloorSpec[], concurrency: number): Promise<number> {
    const ready = await Promise.all(
      this.workers.map((w, i) => w.request({ type: 'floor-connect', floor: floors[i]!, concurrency }, 'ready')),
    );
    return ready.reduce((n, r) => n + r.sockets, 0);
  }

  async floorPlay(floors: FloorSpec[], seconds: number, paceMs: number, timeoutMs: number): Promise<Merged> {
    const played = await Promise.all(
      this.workers.map((w, i) => w.request({ type: 'floor-play', floor: floors[i]!, seconds, paceMs, timeoutMs }, 'played')),
    );
    return merge(played);
  }

  /** Every worker disconnects all its sockets. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.request({ type: 'close' }, 'closed')));
  }

  /** Ends the workers (by their own pids). */
  stop(): void {
    for (const w of this.workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
  }
}

function merge(played: Played[]): Merged {
  const total = played.reduce((n, p) => n + p.samples.length, 0);
  const samples = new Float64Array(total);
  let at = 0;
  for (const p of played) {
    samples.set(p.samples, at);
    at += p.samples.length;
  }
  samples.sort();
  const sum = (k: 'commands' | 'errors' | 'timeouts' | 'finished' | 'rejoins' | 'cpuUserUs' | 'cpuSysUs') =>
    played.reduce((n, p) => n + p[k], 0);
  return {
    samples,
    commands: sum('commands'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    finished: sum('finished'),
    rejoins: sum('rejoins'),
    cpuUserUs: sum('cpuUserUs'),
    cpuSysUs: sum('cpuSysUs'),
    errorSamples: played.flatMap((p) => p.errorSamples).slice(0, 10),
    elapsedMs: Math.max(...played.map((p) => p.elapsedMs)),
  };
}

/** Splits `items` into `n` contiguous shares of nearly equal size. */
export function shares<T>(items: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < n; i++) out.push(items.slice(Math.floor((i * items.length) / n), Math.floor(((i + 1) * items.length) / n)));
  return out;
}
