import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function resetPassword(body: { token: string; password: string }) {
  return apiRequest<{ ok: true }>('/api/auth/reset', { body, anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
