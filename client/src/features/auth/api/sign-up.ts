import { useMutation } from '@tanstack/react-query';
import type { SessionResponse, SignUpBody } from '@charades/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

export type SignUpResult = SessionResponse | { confirmationRequired: true; user: { id: string; email: string } };

export function signUp(body: SignUpBody) {
  return apiRequest<SignUpResult>('/api/auth/signup', { body, anonymous: true });
}

/** Creates the account; signed in at once unless the address must be confirmed first. */
export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    onSuccess: (result) => {
      if (!('confirmationRequired' in result)) sessionStore.setSession(result);
    },
  });
}
