// The signed-in user's profile (token balance, role). Kept in the session store too, so the
// header and route guards always agree with the last answer from the server.
import { useQuery } from '@tanstack/react-query';
import type { User } from '@charades/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';
import { useSession } from '@/lib/session/use-session';

export const meQueryKey = ['me'] as const;

export async function getMe(): Promise<User> {
  const user = await apiRequest<User>('/api/me');
  sessionStore.updateUser(user);
  return user;
}

export function useMe() {
  const session = useSession();
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, enabled: session.status === 'signedIn', initialData: session.user });
}
