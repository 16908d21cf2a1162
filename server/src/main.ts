// Entry point: `npm start` (embedded defaults) or with DATABASE_URL/REDIS_URL for real services.
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { createDeps } from './runtime.ts';
import { DirectoryLockedError } from './lib/dir-lock.ts';
import { startAdminChannel } from './cli/admin-channel.ts';
import { createLogger } from './lib/logger.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);
  let deps;
  try {
    deps = await createDeps(config, (msg) => logger.info(msg));
  } catch (err) {
    if (err instanceof DirectoryLockedError) {
      console.error(
        `failed to start: the embedded database in ${config.dataDir} is already open in process ${err.pid} ` +
          '(another `npm start`?). Stop that one first, or give this one its own DATA_DIR.',
      );
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config, { ...deps, logger });
  await app.listen({ port: config.port, host: config.host });
  // On the embedded database no other process may open the files: admin:create asks us.
  let stopChannel: (() => Promise<void>) | undefined;
  if (deps.database.kind === 'pglite') {
    stopChannel = await startAdminChannel({
      dataDir: config.dataDir,
      db: deps.database.db,
      onError: (err) => app.log.error({ err }, 'admin channel'),
    }).catch((err) => {
      app.log.warn({ err }, 'admin channel unavailable: stop the server to run admin:create');
      return undefined;
    });
  }
  app.log.info(
    `charades ready at ${app.publicOrigin()} (database: ${deps.database.kind}, store: ${deps.redis ? 'redis' : 'in-process'}, mail: ${deps.mailer.kind})`,
  );
  // Phones scan the TV's QR code: the TV must open the address the phones can reach too.
  if (!config.publicUrl) app.log.info(`open this on your TV: ${app.publicOrigin()}`);

  // Graceful shutdown (a deploy replacing this replica): readiness 503 at once; after
  // SHUTDOWN_DRAIN_MS (0 by default) no new connections, game sockets closed so they reconnect
  // to another replica, deadlines left to the other replicas, payment reconciliation stopped,
  // requests in flight finished; exit 0. Past SHUTDOWN_GRACE_MS, exit 1 whatever remains.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.startDraining();
    app.log.info(`${signal}: draining, then shutting down (at most ${config.shutdownGraceMs} ms)`);
    const force = setTimeout(() => {
      app.log.error(`shutdown still unfinished after ${config.shutdownGraceMs} ms: exiting anyway`);
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await stopChannel?.();
    await app.close();
    app.log.info(`shut down in ${Date.now() - started} ms`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
