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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopChannel?.();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
