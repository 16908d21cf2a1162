import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The e2e server's PostgreSQL URL, or undefined when it runs on embedded PGlite. */
export function e2eDatabaseUrl(): string | undefined {
  const file = path.join(process.env.E2E_DATA_DIR!, 'database-url');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

export async function sql(query: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await client.query(query, params);
  } finally {
    await client.end();
  }
}
