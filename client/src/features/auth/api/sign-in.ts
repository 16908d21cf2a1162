import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@charades/shared/schemas/auth';
import { callApi } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

export function signIn(body: SignInBody) {
  return callApi('auth.signIn', { body }, { anonymous: true });
}

/** Signs in and keeps the session for this tab (and tells the other tabs). */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: (session) => sessionStore.setSession(session) });
}
