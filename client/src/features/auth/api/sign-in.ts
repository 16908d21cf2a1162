import { useMutation } from '@tanstack/react-query';
import type { SessionResponse, SignInBody } from '@charades/shared/schemas/auth';
import type { TwoFactorChallengeResponse } from '@charades/shared/schemas/two-factor';
import { callApi } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

export function signIn(body: SignInBody) {
  return callApi('auth.signIn', { body }, { anonymous: true });
}

/** A staff account with a second factor is answered a challenge, not a session (issue 32 §4). */
export function isTwoFactorChallenge(answer: SessionResponse | TwoFactorChallengeResponse): answer is TwoFactorChallengeResponse {
  return 'twoFactorRequired' in answer;
}

/** Signs in and keeps the session for this tab (and tells the other tabs); a challenge is
 *  the form's to handle: it asks for the code. */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!isTwoFactorChallenge(answer)) sessionStore.setSession(answer);
    },
  });
}

/** The second step of a staff sign-in: the challenge and the authenticator's (or a recovery) code. */
export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: (body: { challenge: string; code: string }) => callApi('auth.twoFactorVerify', { body }, { anonymous: true }),
    onSuccess: (session) => sessionStore.setSession(session),
  });
}
