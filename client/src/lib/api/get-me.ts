// The signed-in user's profile (token balance, role). Kept in the session store too, so the
// header and route guards always agree with the last answer from the server.
import type { User } from '@charades/shared/schemas/auth';
import { callApi } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session/session-store';

export const meQueryKey = ['me'] as const;

export async function getMe(): Promise<User> {
  const user = await callApi('me.get');
  sessionStore.updateUser(user);
  return user;
}

/** The profile as the server has it now, never a cached answer: the balance may have changed
 *  on another device (a game bought or played) since it was last read. */
export function fetchFreshProfile(): Promise<User> {
  return queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 0 });
}
