// A local channel between `npm run admin:create` and a server running on the embedded
// database. Only one process may open that database, so while the server runs the CLI asks
// the server to create the admin instead of opening the files itself. The channel is a Unix
// socket inside DATA_DIR (mode 0600): whoever may use it could read the database files anyway.
import net from 'node:net';
import path from 'node:path';
import { chmod, rm } from 'node:fs/promises';
import type { Db } from '../db/client.ts';
import { createOrPromoteAdmin, type CreateAdminResult } from '../services/auth/create-or-promote-admin.ts';

const adminChannelPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

interface ChannelRequest {
  command: 'create-admin';
  email: string;
}
type ChannelResponse = { ok: true; result: CreateAdminResult } | { ok: false; error: string };

// A request is one short JSON line; anything longer is not ours.
const MAX_REQUEST_BYTES = 4096;

export async function startAdminChannel(opts: { dataDir: string; db: Db; onError: (err: unknown) => void }): Promise<() => Promise<void>> {
  const file = adminChannelPath(opts.dataDir);
  // A socket file left by a server that died; the directory lock says none runs now.
  await rm(file, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      void answer(buffer.slice(0, end)).then((response) => socket.end(`${JSON.stringify(response)}\n`));
    });
  });
  async function answer(line: string): Promise<ChannelResponse> {
    try {
      const request = JSON.parse(line) as Partial<ChannelRequest>;
      if (request.command !== 'create-admin' || typeof request.email !== 'string') return { ok: false, error: 'unknown request' };
      return { ok: true, result: await createOrPromoteAdmin({ db: opts.db, email: request.email }) };
    } catch (err) {
      opts.onError(err);
      return { ok: false, error: err instanceof SyntaxError ? 'malformed request' : 'the server could not create the admin' };
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  server.on('error', opts.onError);
  await chmod(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** Asks the server listening in `dataDir` to create or promote the admin `email`. */
export function requestCreateAdmin(dataDir: string, email: string, timeoutMs = 30_000): Promise<CreateAdminResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(adminChannelPath(dataDir));
    let reply = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('the server did not answer')));
    socket.on('connect', () => socket.write(`${JSON.stringify({ command: 'create-admin', email } satisfies ChannelRequest)}\n`));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const response = JSON.parse(reply) as ChannelResponse;
        if (response.ok) resolve(response.result);
        else reject(new Error(response.error));
      } catch {
        reject(new Error('the server gave no answer'));
      }
    });
  });
}
