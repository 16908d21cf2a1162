// A deployed database holds sessions of many devices; a bench database holds a few dozen. On a
// table that small PostgreSQL reads every row rather than the primary key's index (its own
// choice, and the right one there), and the bench reported that as the game path's sequential
// scan of auth_sessions (the live-sessions re-read, by primary key). Padding the table with
// ended sessions of one bench player gives it a deployed size before the play is measured.
import { sql } from 'drizzle-orm';
import type { TestDatabase } from '../../tests/integration/helpers/test-database.ts';

const ENDED_SESSIONS = 50_000;

export async function padAuthSessions(db: TestDatabase, userId: string): Promise<void> {
  await db.database.db.execute(
    sql`INSERT INTO auth_sessions (user_id, expires_at, revoked_at, revoked_reason)
        SELECT ${userId}, now(), now(), 'bench' FROM generate_series(1, ${ENDED_SESSIONS})`,
  );
  await db.database.db.execute(sql`ANALYZE auth_sessions`);
}
