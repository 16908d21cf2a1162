import type { SessionResponse, SignUpBody } from '@charades/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export type SignUpResult = SessionResponse | { confirmationRequired: true; user: { id: string; email: string } };

export function signUp(body: SignUpBody) {
  return apiRequest<SignUpResult>('/api/auth/signup', { body, anonymous: true });
}
