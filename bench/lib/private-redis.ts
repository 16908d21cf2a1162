// A redis-server of the benchmark's own (no persistence, a free port), so that Redis's CPU and
// command counts are the benchmark's alone rather than those of a Redis shared with others.
import { spawn } from 'node:child_process';
import { freePort } from '../../tests/integration/helpers/server-process.ts';

export interface PrivateRedis {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startPrivateRedis(binary = 'redis-server'): Promise<PrivateRedis> {
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
