// Short-lived access tokens (HS256 JWT). They name the user and the session; every request
// still reads the role and the session's state from the database, so suspension, deletion
// and sign-out take effect on the next request.
import { SignJWT, jwtVerify, errors } from 'jose';
import { AppError } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokenIssuer {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: number; expiresIn: number }>;
  verify(token: string): Promise<AccessClaims>;
}

export function createAccessTokenIssuer(secret: string, ttlSeconds: number): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, sessionId }) {
      const nowSec = Math.floor(Date.now() / 1000);
      const exp = nowSec + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(nowSec)
        .setExpirationTime(exp)
        .setAudience('charades')
        .sign(key);
      return { token, expiresAt: exp * 1000, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: 'charades' });
        // Both ids are UUIDs in the database; anything else would reach PostgreSQL as a bad
        // uuid and fail there, so a well-signed token with other ids is simply not valid.
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !UUID.test(payload.sub) || !UUID.test(payload.sid)) {
          throw new Error('claims');
        }
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new AppError('token_expired');
        throw new AppError('unauthorized');
      }
    },
  };
}
