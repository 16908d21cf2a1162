import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function resetPassword(body: { token: string; password: string }) {
  return callApi('auth.reset', { body }, { anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
