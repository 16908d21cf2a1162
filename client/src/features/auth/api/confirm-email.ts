import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function confirmEmail(body: { token: string }) {
  return apiRequest<{ ok: true }>('/api/auth/confirm', { body, anonymous: true });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
