import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { Language } from '@charades/shared/languages';

export function resendConfirmation(body: { email: string; language: Language }) {
  return callApi('auth.resend', { body }, { anonymous: true });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
