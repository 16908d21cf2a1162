import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { Language } from '@charades/shared/languages';

export function requestPasswordReset(body: { email: string; language: Language }) {
  return callApi('auth.recover', { body }, { anonymous: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
