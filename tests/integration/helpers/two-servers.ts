// Two server processes sharing this suite's own PostgreSQL database and Redis prefix, started
// before the suite and stopped after it (SIGTERM), with the suite's sockets closed first.
import { afterAll, beforeAll } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { GameSocket } from './game-client.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './shared-services.ts';

export interface TwoServers {
  services: SharedServices;
  one: ServerProcess;
  two: ServerProcess;
  /** A connected game socket to `url`, closed after the suite. */
  socket: (url: string, token?: string) => Promise<GameSocket>;
}

export function twoServers(tag: string): TwoServers {
  const sockets: GameSocket[] = [];
  const servers = {
    socket: async (url: string, token?: string) => {
      const s = new GameSocket(url, token);
      sockets.push(s);
      await s.connected();
      return s;
    },
  } as TwoServers;
  beforeAll(async () => {
    if (!sharedServicesConfigured) return;
    servers.services = await createSharedServices(tag);
    [servers.one, servers.two] = await Promise.all([startServerProcess(servers.services.env), startServerProcess(servers.services.env)]);
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([servers.one?.kill('SIGTERM'), servers.two?.kill('SIGTERM')]);
    await servers.services?.close();
  });
  return servers;
}
