import { apiRequest } from '@/lib/api-client';

export function signOut() {
  return apiRequest<{ ok: true }>('/api/auth/signout', { method: 'POST', body: {} });
}
