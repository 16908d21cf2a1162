// Every browser test runs against a server of its own worker: each Playwright worker starts
// tests/e2e/e2e-server.ts (its own database, Redis key prefix and data directory, named from
// the worker), and `baseURL` points there. Specs therefore share no state with the specs of
// another worker and run fully in parallel. A spec whose tests wait on a game clock asks for
// short rounds with `test.use({ roundSeconds: '…' })`: its worker starts a second server with
// those rounds when such a test first runs there (a worker-scoped option would instead put
// those tests in workers of their own, scheduled after the rest).
import { test as base, expect } from '@playwright/test';
import { startE2eServer, type E2eServer } from './helpers/e2e-server-process';

export { expect };

interface TestFixtures {
  /** GAME_ROUND_SECONDS of the server this test talks to (the server's default when unset). */
  roundSeconds: string | undefined;
  e2eServer: E2eServer;
}

interface WorkerFixtures {
  /** This worker's server for the given round lengths, started on first use. */
  serverFor: (roundSeconds: string | undefined) => Promise<E2eServer>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverFor: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const servers = new Map<string, Promise<E2eServer>>();
      await use((roundSeconds) => {
        const key = roundSeconds ?? 'default';
        let server = servers.get(key);
        if (!server) {
          const name = `worker-${workerInfo.workerIndex}${roundSeconds ? `-rounds-${roundSeconds.replace(/\D+/g, '-')}` : ''}`;
          server = startE2eServer({ name, roundSeconds });
          servers.set(key, server);
        }
        return server;
      });
      await Promise.all([...servers.values()].map(async (server) => (await server).stop()));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  roundSeconds: [undefined, { option: true }],
  e2eServer: [
    async ({ serverFor, roundSeconds }, use) => {
      const server = await serverFor(roundSeconds);
      // The helpers that read the server's outbox and database (helpers/outbox.ts,
      // helpers/database.ts) find them here; a worker runs one test at a time.
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
    },
    { auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.baseURL);
  },
});
