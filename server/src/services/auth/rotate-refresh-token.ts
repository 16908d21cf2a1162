// Refresh-token rotation with reuse detection. Each refresh token works once; presenting one
// that was already rotated means it leaked (or was replayed), so the whole session ends.
//
// One exception, the grace window (REFRESH_REUSE_GRACE_SECONDS, 30 s): a phone on flaky Wi-Fi
// sends a refresh, the server rotates, the answer is lost, and the phone retries with the
// cookie it still holds; or two requests leave with one cookie. The immediately previous token
// (rotated within the window, and no successor of it used yet) is answered with a fresh token
// in the same session, never revoked. Anything older, or the same token after the window, is
// reuse. Auth0's reuse interval, Okta's grace period and Supabase's reuse interval do the same.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, refreshTokens } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newOpaqueToken } from '../../lib/secure-token.ts';
import { revokeTvLinksOfSessions } from '../tv/revoke-tv-links.ts';

export async function rotateRefreshToken(opts: {
  db: Db;
  refreshToken: string;
  graceSeconds: number;
}): Promise<{ userId: string; sessionId: string; refreshToken: string; refreshExpiresAt: Date }> {
  const { db } = opts;
  const [found] = await db
    .select({
      tokenId: refreshTokens.id,
      sessionId: authSessions.id,
      userId: authSessions.userId,
      revokedAt: authSessions.revokedAt,
      expiresAt: authSessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(opts.refreshToken)));

  if (!found) throw new AppError('refresh_token_invalid');
  if (found.revokedAt || found.expiresAt.getTime() <= Date.now()) {
    throw new AppError('session_expired');
  }

  const next = newOpaqueToken();
  const issued = await db.transaction(async (tx) => {
    // Claim the token: only one caller can flip rotated_at from null. Concurrent callers wait
    // on the row and then see it rotated.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, found.tokenId), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      // Already rotated: a retry after a lost answer (or a twin request), or a replay.
      const [state] = await tx
        .select({
          withinGrace: sql<boolean>`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${opts.graceSeconds})`,
          successorUsed: sql<boolean>`exists (select 1 from refresh_tokens as successor
            where successor.parent_id = ${found.tokenId} and successor.rotated_at is not null)`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, found.tokenId));
      if (!state?.withinGrace || state.successorUsed) return false;
    }
    await tx.insert(refreshTokens).values({ sessionId: found.sessionId, tokenHash: hashToken(next), parentId: found.tokenId });
    await tx
      .update(authSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(authSessions.id, found.sessionId));
    return true;
  });

  if (!issued) {
    await revokeSession({ db, sessionId: found.sessionId, reason: 'refresh_token_reuse' });
    throw new AppError('refresh_token_reused');
  }
  return { userId: found.userId, sessionId: found.sessionId, refreshToken: next, refreshExpiresAt: found.expiresAt };
}

/** Ends the session and the TV links it paired. */
export async function revokeSession(opts: { db: Db; sessionId: string; reason: string }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    await tx
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: opts.reason })
      .where(and(eq(authSessions.id, opts.sessionId), isNull(authSessions.revokedAt)));
    await revokeTvLinksOfSessions(tx, [opts.sessionId]);
  });
}

export async function sessionIdForRefreshToken(opts: { db: Db; refreshToken: string }): Promise<string | undefined> {
  const [row] = await opts.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(opts.refreshToken)));
  return row?.sessionId;
}
