// npm run db:seed: loads the bundled content into the configured database. Idempotent.
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabaseFor, seedFor } from '../runtime.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabaseFor(config);
  try {
    const result = await seedFor(config, database);
    console.log(`seed: added ${result.categoriesAdded} categories and ${result.titlesAdded} titles (${database.kind})`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `db:seed failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
