import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

export function signOut() {
  return callApi('auth.signOut');
}

/** Signs out. This device forgets the session and every cached answer whatever the server
 *  says: it may be unreachable, which is only logged. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onError: (err) => console.warn('sign out request failed', err),
    onSettled: () => {
      sessionStore.signedOut();
      queryClient.clear();
    },
  });
}
