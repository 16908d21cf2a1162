// Small helpers of the load generators: Socket.IO client sockets, batches, percentiles, pacing.
import { io as connect, type Socket } from 'socket.io-client';

/** A websocket-only Socket.IO client, connected (rejects on connect_error). */
export function ws(url: string, auth: Record<string, string> = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

/** fn(0..n-1), `size` at a time. */
export async function inBatches<T>(n: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => fn(i + k)))));
  return out;
}

/** The p-th percentile of ascending samples. */
export function pct(sorted: number[], p: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  if (value === undefined) throw new Error(`no samples for p${p}`);
  return value;
}

/** Waits 0.5–1.5 × paceMs (players press a button every second or so); 0 does not wait. */
export function paced(paceMs: number): Promise<void> {
  return paceMs > 0 ? new Promise((resolve) => setTimeout(resolve, paceMs * (0.5 + Math.random()))) : Promise.resolve();
}

/** Waits until a counter reaches a value, fed by the events that raise it. */
export class VersionWatch {
  private seen = 0;
  private waiters: { version: number; resolve: () => void }[] = [];
  get version(): number {
    return this.seen;
  }
  update(version: number): void {
    if (version <= this.seen) return;
    this.seen = version;
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) {
      if (this.seen >= w.version) w.resolve();
      else this.waiters.push(w);
    }
  }
  reached(version: number): Promise<void> {
    return this.seen >= version ? Promise.resolve() : new Promise((resolve) => this.waiters.push({ version, resolve }));
  }
}
