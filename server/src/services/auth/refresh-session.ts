// The silent refresh: the presented refresh token is rotated (rotate-refresh-token.ts, which
// ends the session on reuse), a new access token is signed, and the profile comes along.
import type { StaffTwoFactorMode } from '@charades/shared/staff/staff-roles';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getProfile } from '../profile/get-profile.ts';
import type { AccessTokenIssuer } from './access-token.ts';
import { rotateRefreshToken } from './rotate-refresh-token.ts';
import type { StartedSession } from './start-session.ts';

export async function refreshSession(opts: {
  db: Db;
  tokens: AccessTokenIssuer;
  refreshToken: string;
  graceSeconds: number;
  staffTwoFactor?: StaffTwoFactorMode;
}): Promise<StartedSession> {
  const rotated = await rotateRefreshToken({ db: opts.db, refreshToken: opts.refreshToken, graceSeconds: opts.graceSeconds });
  const access = await opts.tokens.sign({ userId: rotated.userId, sessionId: rotated.sessionId });
  const user = await getProfile({ db: opts.db, userId: rotated.userId, staffTwoFactor: opts.staffTwoFactor, sessionId: rotated.sessionId });
  if (!user) throw new AppError('unauthorized');
  return {
    session: { accessToken: access.token, expiresAt: access.expiresAt, expiresIn: access.expiresIn, user },
    refreshToken: rotated.refreshToken,
    refreshExpiresAt: rotated.refreshExpiresAt,
  };
}
