// A staff member's own second factor (issue 32 §4): enrol (a secret and its otpauth:// address
// for the QR code), confirm with the app's first code (answers the recovery codes), and an
// admin turning another staff member's factor off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function useEnrollTwoFactor() {
  return useMutation({ mutationFn: () => callApi('auth.twoFactorEnroll') });
}

/** The profile is read again only when the person has saved the codes (security-page.tsx):
 *  reading it now would open the admin area and take the codes off the screen. */
export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: (code: string) => callApi('auth.twoFactorConfirm', { body: { code } }) });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi('admin.users.resetTwoFactor', { params: { id }, body: { reason } }),
    onSuccess: () => invalidateAfterChange(queryClient, 'users'),
  });
}
