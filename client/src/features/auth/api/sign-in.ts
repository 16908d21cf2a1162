import type { SessionResponse, SignInBody } from '@charades/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export function signIn(body: SignInBody) {
  return apiRequest<SessionResponse>('/api/auth/signin', { body, anonymous: true });
}
