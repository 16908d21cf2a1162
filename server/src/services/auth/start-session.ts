// What a sign-up or a sign-in answers: a new session for this device (issue-session.ts) and
// the profile the client shows. The refresh token goes into the caller's cookie.
import type { SessionResponse } from '@charades/shared/schemas/auth';
import type { StaffTwoFactorMode } from '@charades/shared/staff/staff-roles';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getProfile } from '../profile/get-profile.ts';
import type { AccessTokenIssuer } from './access-token.ts';
import { issueSession } from './issue-session.ts';

export interface StartedSession {
  session: SessionResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export async function startSession(opts: {
  db: Db;
  tokens: AccessTokenIssuer;
  userId: string;
  userAgent?: string;
  refreshTtlDays: number;
  twoFactorPassed?: boolean;
  staffTwoFactor?: StaffTwoFactorMode;
}): Promise<StartedSession> {
  const issued = await issueSession(opts);
  const user = await getProfile({ db: opts.db, userId: opts.userId, staffTwoFactor: opts.staffTwoFactor, sessionId: issued.sessionId });
  if (!user) throw new AppError('unauthorized');
  return {
    session: { accessToken: issued.accessToken, expiresAt: issued.expiresAt, expiresIn: issued.expiresIn, user },
    refreshToken: issued.refreshToken,
    refreshExpiresAt: issued.refreshExpiresAt,
  };
}
