// Entry point: `npm start` (embedded defaults) or with DATABASE_URL/REDIS_URL for real services.
import { ConfigError, loadConfig } from './config.ts';
import { buildApp, publicUrlOf } from './app.ts';
import { createDeps } from './runtime.ts';

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
  const deps = await createDeps(config, (msg) => console.log(msg));
  const app = await buildApp(config, deps);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `charades ready at ${publicUrlOf(config)} (database: ${deps.database.kind}, store: ${deps.redis ? 'redis' : 'in-process'}, mail: ${deps.mailer.kind})`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
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
