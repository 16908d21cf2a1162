// npm run admin:create -- --email someone@example.com
// Uses the same configuration as the server (DATABASE_URL or the embedded database).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabaseFor } from '../runtime.ts';
import { createOrPromoteAdmin, type CreateAdminResult } from '../services/auth/create-or-promote-admin.ts';
import { DirectoryLockedError } from '../lib/dir-lock.ts';
import { requestCreateAdmin } from './admin-channel.ts';

function report(email: string, result: CreateAdminResult) {
  if (result.created) {
    console.log(`created admin ${email}`);
    console.log(`password: ${result.password}`);
    console.log('Sign in and keep this password somewhere safe; it is not stored in readable form.');
  } else {
    console.log(`promoted existing account ${email} to admin`);
  }
}

/** The embedded database is open in a running server: ask that server to do it. */
async function throughRunningServer(dataDir: string, email: string, pid: number) {
  try {
    report(email, await requestCreateAdmin(dataDir, email));
    console.log(`(done by the running server, process ${pid})`);
  } catch (err) {
    console.error(
      `admin:create failed: the embedded database in ${dataDir} is in use by process ${pid}, ` +
        `and that process did not take the request (${err instanceof Error ? err.message : String(err)}).\n` +
        'Stop that server (Ctrl+C where it runs), run this command again, then start the server again.',
    );
    process.exit(1);
  }
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) {
    console.error('usage: npm run admin:create -- --email someone@example.com');
    process.exit(2);
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabaseFor(config);
  } catch (err) {
    if (err instanceof DirectoryLockedError) return throughRunningServer(config.dataDir, email.data, err.pid);
    throw err;
  }
  try {
    report(email.data, await createOrPromoteAdmin({ db: database.db, email: email.data }));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `admin:create failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
