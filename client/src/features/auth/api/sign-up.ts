import { useMutation } from '@tanstack/react-query';
import type { SignUpBody } from '@charades/shared/schemas/auth';
import { callApi } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

export function signUp(body: SignUpBody) {
  return callApi('auth.signUp', { body }, { anonymous: true });
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
