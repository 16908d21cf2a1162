// Runs Debian's nginx with the project's own deploy/nginx.conf in front of test servers: the
// file's upstream servers and listen port are swapped for local ones and everything else is
// used as written, so a regression in deploy/nginx.conf shows up in the tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const DEPLOY_NGINX_CONF = path.join(ROOT, 'deploy/nginx.conf');

/** The nginx binary, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

/** deploy/nginx.conf with its upstream servers and listen port replaced; throws if the file
 *  no longer has the shape this relies on (one upstream block, one listen line). */
export function templateDeployConf(source: string, upstreams: string[], listen: string): string {
  const upstream = /upstream\s+\w+\s*\{([^}]*)\}/.exec(source);
  const inner = upstream?.[1];
  if (!upstream || inner === undefined) throw new Error('deploy/nginx.conf: no upstream block');
  const servers = inner.match(/^\s*server\s+[^;]+;/gm) ?? [];
  if (servers.length === 0) throw new Error('deploy/nginx.conf: the upstream block lists no server');
  const body = inner.replace(/^\s*server\s+[^;]+;\s*$/gm, '').trimEnd();
  const replaced = upstream[0].replace(inner, `${body}\n${upstreams.map((u) => `  server ${u};`).join('\n')}\n`);
  let out = source.replace(upstream[0], replaced);
  const listens = out.match(/^\s*listen\s+[^;]+;/gm) ?? [];
  if (listens.length !== 1) throw new Error(`deploy/nginx.conf: expected one listen line, found ${listens.length}`);
  out = out.replace(/^(\s*)listen\s+[^;]+;/m, `$1listen ${listen};`);
  return out;
}

export interface Nginx {
  url: string;
  host: string;
  port: number;
  config: string;
  /** The master process (its workers are its children). */
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** worker_processes (default 1). */
  workerProcesses?: number;
  /** worker_connections per worker (default 256); a proxied connection takes two, and each
   *  worker is held to the process's open-file limit. */
  workerConnections?: number;
}

export async function startNginx(binary: string, upstreams: string[], opts: NginxOptions = {}): Promise<Nginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'charades-nginx-'));
  // Worker processes drop root for nobody and must reach their temp folders under here.
  await chmod(dir, 0o755);
  const port = await freePort();
  const host = '127.0.0.1';
  const site = templateDeployConf(await readFile(DEPLOY_NGINX_CONF, 'utf8'), upstreams, `${host}:${port}`);
  // deploy/nginx.conf is a conf.d file (http context); this is the main file around it.
  const config = `daemon off;
worker_processes ${opts.workerProcesses ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${opts.workerConnections ?? 256}; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', file, '-e', `${dir}/error.log`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const errors = await readFile(`${dir}/error.log`, 'utf8').catch(() => '');
      throw new Error(`nginx exited (${child.exitCode}):\n${log}\n${errors}\n--- config ---\n${config}`);
    }
    try {
      const res = await fetch(`${url}/api/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx not ready:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    host,
    port,
    config,
    pid: child.pid!,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGQUIT');
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
