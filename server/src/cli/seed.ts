// npm run db:seed: loads the bundled content into the configured database. Idempotent.
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabaseFor } from '../runtime.ts';
import { seedContent } from '../db/seed/seed-content.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabaseFor(config);
  try {
    const result = await seedContent(database.db);
    console.log(`seed: added ${result.categoriesAdded} categories and ${result.titlesAdded} titles (${database.kind})`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `db:seed failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
