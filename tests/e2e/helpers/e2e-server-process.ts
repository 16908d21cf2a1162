// Starts tests/e2e/e2e-server.ts as a process of its own on a free port and stops it with
// SIGTERM (it drops its database and Redis keys on the way out).
import { spawn } from 'node:child_process';
import path from 'node:path';
// A port free right now: the server's own address must be known before it starts (QR codes and
// shared links are built on http://HOST:PORT).
import { freePort } from '../../integration/helpers/server-process.ts';

export interface E2eServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

export async function startE2eServer(opts: { name: string; roundSeconds?: string }): Promise<E2eServer> {
  const dataDir = path.join(ROOT, 'test-results/e2e-data', opts.name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/e2e-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      E2E_PORT: String(await freePort()),
      E2E_DATA_DIR: dataDir,
      ...(opts.roundSeconds ? { E2E_ROUND_SECONDS: opts.roundSeconds } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the e2e server did not start within 90 s:\n${log}`)), 90_000);
    const onData = (d: Buffer) => {
      log += d.toString();
      const m = /e2e server on (\d+)/.exec(log);
      if (!m) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      resolve(Number(m[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the e2e server exited (${code}) before it listened:\n${log}`));
    });
  });
  // Its later warnings still reach the test output, marked with the worker.
  child.stdout.on('data', (d: Buffer) => process.stdout.write(`[${opts.name}] ${d.toString()}`));
  child.stderr.on('data', (d: Buffer) => process.stderr.write(`[${opts.name}] ${d.toString()}`));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
