// A paired TV's link ends however the session that paired it ends (issue 30 §2): sign-out,
// reuse detection, a password reset, and the account's suspension revoke its row in the same
// transaction, so a session brought back (a reinstated account) does not bring the TV back.
// The live TV sockets are closed by tv/live-tv-links.ts, which re-checks them on every server.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tvLinks } from '../../db/schema/index.ts';

/** The links paired by these sessions. */
export async function revokeTvLinksOfSessions(db: DbOrTx, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .update(tvLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(tvLinks.sessionId, sessionIds), isNull(tvLinks.revokedAt)));
}

/** Every link of the account (the player unlinked their TV, or the account was suspended). */
export async function revokeTvLinksOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(tvLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tvLinks.userId, userId), isNull(tvLinks.revokedAt)));
}
