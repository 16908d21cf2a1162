import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Language } from '@/lib/language';

export function resendConfirmation(body: { email: string; language: Language }) {
  return apiRequest<{ ok: true }>('/api/auth/resend', { body, anonymous: true });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
