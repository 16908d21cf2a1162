// Refresh-token rotation with reuse detection. Each refresh token works once; presenting one
// that was already rotated means it leaked (or was replayed), so the whole session ends.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, refreshTokens } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newOpaqueToken } from '../../lib/secure-token.ts';

export async function rotateRefreshToken(opts: {
  db: Db;
  refreshToken: string;
}): Promise<{ userId: string; sessionId: string; refreshToken: string; refreshExpiresAt: Date }> {
  const { db } = opts;
  const [found] = await db
    .select({
      tokenId: refreshTokens.id,
      rotatedAt: refreshTokens.rotatedAt,
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
  const rotated = await db.transaction(async (tx) => {
    // Claim the token: only one caller can flip rotated_at from null.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, found.tokenId), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return false;
    await tx.insert(refreshTokens).values({ sessionId: found.sessionId, tokenHash: hashToken(next) });
    await tx
      .update(authSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(authSessions.id, found.sessionId));
    return true;
  });

  if (!rotated) {
    await revokeSession({ db, sessionId: found.sessionId, reason: 'refresh_token_reuse' });
    throw new AppError('refresh_token_reused');
  }
  return { userId: found.userId, sessionId: found.sessionId, refreshToken: next, refreshExpiresAt: found.expiresAt };
}

export async function revokeSession(opts: { db: Db; sessionId: string; reason: string }): Promise<void> {
  await opts.db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: opts.reason })
    .where(and(eq(authSessions.id, opts.sessionId), isNull(authSessions.revokedAt)));
}

export async function sessionIdForRefreshToken(opts: { db: Db; refreshToken: string }): Promise<string | undefined> {
  const [row] = await opts.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(opts.refreshToken)));
  return row?.sessionId;
}
