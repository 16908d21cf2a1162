import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function confirmEmail(body: { token: string }) {
  return callApi('auth.confirm', { body }, { anonymous: true });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
