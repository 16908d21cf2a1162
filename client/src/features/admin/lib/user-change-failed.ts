// The toast of a failed user change: the server's reason when it is one an admin can act on
// (the last admin, their own account...), else the docs/product.md#errors failure text.
import type { TFunction } from '@/lib/translator';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';

const TOLD_AS_IS = new Set([
  'last_admin',
  'cannot_change_own_account',
  'admin_delete_confirmation_required',
  'user_not_found',
  'forbidden',
  'support_adjust_limit',
  'two_factor_not_enabled',
]);

type FailureKey = `admin.users.toast.${
  'gamesFailed' | 'adjustFailed' | 'suspendFailed' | 'reinstateFailed' | 'roleFailed' | 'twoFactorOffFailed' | 'deleteFailed'}`;

export function userChangeFailed(t: TFunction, err: unknown, fallbackKey: FailureKey): void {
  if (err instanceof ApiError && TOLD_AS_IS.has(err.code)) toast.error(t(errorMessageKey(err.code)));
  else toast.error(t(fallbackKey));
}
