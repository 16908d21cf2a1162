// Runs the real server as a separate OS process, for tests that need several servers, need to
// kill one, or check the production build. It runs the compiled server (node
// server/dist/main.js, as production does), built once per run by the vitest global set-up
// (helpers/global-setup.ts): a TypeScript loader cost every process seconds of start.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRY = 'server/dist/main.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  /** 'compiled' (the default) runs server/dist/main.js; 'source' runs server/src/main.ts through
   *  tsx (bench:start compares the two). */
  entry?: 'source' | 'compiled';
  /** The directory holding server/dist (default this repository; a production install elsewhere). */
  root?: string;
}

export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  nodeArgs: string[] = [],
  opts: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const entry = opts.entry === 'source' ? ['--import', 'tsx', 'server/src/main.ts'] : [ENTRY];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: opts.root ?? ROOT,
    // Tests share a busy machine: a starved process would shed their requests (503
    // overloaded) as it should in production; overload.test.ts and bench/overload.ts set it.
    env: { ...process.env, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', ...env, PORT: String(p), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/api/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port: p,
    url,
    child,
    output: () => log,
    kill(signal) {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}

/** Runs the server expecting it to refuse to start: resolves with its
 *  exit code and everything it printed once it exits; kills it and rejects if it starts. */
export async function runServerUntilExit(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(await freePort()), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server still running after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
