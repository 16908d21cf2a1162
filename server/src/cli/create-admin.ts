// npm run admin:create -- --email someone@example.com
// Uses the same configuration as the server (DATABASE_URL or the embedded database).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabaseFor } from '../runtime.ts';
import { createOrPromoteAdmin } from '../services/auth/create-admin.ts';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) {
    console.error('usage: npm run admin:create -- --email someone@example.com');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabaseFor(config);
  try {
    const result = await createOrPromoteAdmin({ db: database.db, email: email.data });
    if (result.created) {
      console.log(`created admin ${email.data}`);
      console.log(`password: ${result.password}`);
      console.log('Sign in and keep this password somewhere safe; it is not stored in readable form.');
    } else {
      console.log(`promoted existing account ${email.data} to admin`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `admin:create failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
