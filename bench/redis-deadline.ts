// What bounding a Redis call costs in CPU, per call: none (the bare client), the shared
// coarse deadline of lib/redis-deadline.ts (what the request paths use), and node-redis's own
// per-command timeout (an AbortSignal timer armed per command, and not even covering the
// wait for the reply). Starts its own redis-server on a private port, so it disturbs no one.
//   node --import tsx bench/redis-deadline.ts [--calls 200000] [--concurrency 100] [--port 7302]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createClient } from 'redis';
import { createDeadline } from '../server/src/lib/redis-deadline.ts';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '200000' },
    concurrency: { type: 'string', default: '100' },
    port: { type: 'string', default: '7302' },
  },
});
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);
const port = Number(values.port);

const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
  stdio: 'ignore',
});
try {
  const client = createClient({ url: `redis://127.0.0.1:${port}`, commandOptions: { timeout: 0 }, disableOfflineQueue: true });
  client.on('error', () => {});
  for (let i = 0; ; i++) {
    try {
      await client.connect();
      break;
    } catch {
      if (i > 100) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await client.set('k', 'v');
  const deadline = createDeadline(1200);
  const timed = client.withCommandOptions({ timeout: 1200 });
  const variants: Record<string, () => Promise<unknown>> = {
    'no bound': () => client.get('k'),
    'shared deadline': () => deadline(client.get('k')),
    'node-redis timeout': () => timed.get('k'),
  };

  async function run(call: () => Promise<unknown>) {
    let left = calls;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (left-- > 0) await call();
      }),
    );
    const used = process.cpuUsage(cpu);
    return { cpuUsPerCall: (used.user + used.system) / calls, wallMs: performance.now() - started };
  }

  // Twice, alternating, after a warm-up: the second round is reported.
  for (const call of Object.values(variants)) await run(call);
  const rows: Record<string, { 'CPU µs/call': string; 'calls/s': string }> = {};
  for (const [name, call] of Object.entries(variants)) {
    const r = await run(call);
    rows[name] = { 'CPU µs/call': r.cpuUsPerCall.toFixed(2), 'calls/s': Math.round((calls / r.wallMs) * 1000).toLocaleString('en') };
  }
  console.log(`${calls} GETs, ${concurrency} at a time, this process's CPU:`);
  console.table(rows);
  client.destroy();
} finally {
  server.kill('SIGKILL');
}
