// Every browser test runs against a server of its own worker: each Playwright worker starts
// tests/e2e/e2e-server.ts once (its own database, Redis key prefix and data directory, named
// from the worker), and `baseURL` points there. Specs therefore share no state with the specs
// of another worker and run fully in parallel. A file whose tests wait on a game clock asks for
// short rounds with `test.use({ roundSeconds: '…' })`: Playwright gives those tests workers
// (and so servers) of their own.
import { test as base, expect } from '@playwright/test';
import { startE2eServer, type E2eServer } from './helpers/e2e-server-process';

export { expect };

interface WorkerFixtures {
  /** GAME_ROUND_SECONDS of this worker's server (the server's default when unset). */
  roundSeconds: string | undefined;
  e2eServer: E2eServer;
}

export const test = base.extend<object, WorkerFixtures>({
  roundSeconds: [undefined, { scope: 'worker', option: true }],
  e2eServer: [
    async ({ roundSeconds }, use, workerInfo) => {
      const server = await startE2eServer({ name: `worker-${workerInfo.workerIndex}`, roundSeconds });
      // The helpers that read the server's outbox and database (helpers/outbox.ts,
      // helpers/database.ts) find them here; a worker is a process of its own.
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.baseURL);
  },
});
