// Starts a signed-in session for one device: a session row, its first refresh token and an
// access token.
import { addDays } from '../../lib/time.ts';
import { firstRow } from '../../lib/first-row.ts';
import { hashToken, newOpaqueToken } from '../../lib/secure-token.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authSessions, refreshTokens } from '../../db/schema/index.ts';
import type { AccessTokenIssuer } from './access-token.ts';

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  accessToken: string;
  expiresAt: number;
  expiresIn: number;
}

export async function issueSession(opts: {
  db: DbOrTx;
  tokens: AccessTokenIssuer;
  userId: string;
  userAgent?: string;
  refreshTtlDays: number;
  /** A staff sign-in that passed its second factor (issue 32 §4). */
  twoFactorPassed?: boolean;
}): Promise<IssuedSession> {
  const refreshExpiresAt = addDays(new Date(), opts.refreshTtlDays);
  const session = firstRow(
    await opts.db
      .insert(authSessions)
      .values({
        userId: opts.userId,
        userAgent: opts.userAgent?.slice(0, 300),
        expiresAt: refreshExpiresAt,
        twoFactorAt: opts.twoFactorPassed ? new Date() : null,
      })
      .returning({ id: authSessions.id }),
    'the new session',
  );
  const refreshToken = newOpaqueToken();
  await opts.db.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refreshToken) });
  const access = await opts.tokens.sign({ userId: opts.userId, sessionId: session.id });
  return {
    sessionId: session.id,
    refreshToken,
    refreshExpiresAt,
    accessToken: access.token,
    expiresAt: access.expiresAt,
    expiresIn: access.expiresIn,
  };
}
