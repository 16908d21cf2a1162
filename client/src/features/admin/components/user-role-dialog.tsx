// docs/product.md#screens 'Suspend User' (prevented from accessing the app) and its reverse, Reinstate; issue
// 17 §4 adds Promote to admin and Demote. Reinstating gives back the role the suspension
// replaced: the dialog says so when that is admin.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { useSetUserRole, type RoleRequest } from '../api/set-user-role';
import { userChangeFailed } from '../lib/user-change-failed';

export type RoleAction = 'suspend' | 'reinstate' | 'promote' | 'demote';

const REQUEST: Record<RoleAction, RoleRequest> = { suspend: 'suspended', reinstate: 'user', promote: 'admin', demote: 'user' };
const DONE = { suspend: 'suspended', reinstate: 'reinstated', promote: 'promoted', demote: 'demoted' } as const;

export interface RoleDialogUser {
  id: string;
  email: string;
  roleBeforeSuspension?: 'user' | 'admin' | null;
}

export function UserRoleDialog({ user, action, onClose }: { user: RoleDialogUser; action: RoleAction; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useSetUserRole();
  const restoresAdmin = action === 'reinstate' && user.roleBeforeSuspension === 'admin';
  // A suspension says why (issue 32 §3): kept in its audit row.
  const asksReason = action === 'suspend';
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const confirm = async () => {
    if (asksReason && !reason.trim()) {
      setReasonError('reason_required');
      return;
    }
    try {
      await change.mutateAsync({ id: user.id, role: REQUEST[action], ...(asksReason ? { reason: reason.trim() } : {}) });
      toast(t(restoresAdmin ? 'admin.users.toast.reinstatedAdmin' : `admin.users.toast.${DONE[action]}`));
      onClose();
    } catch (err) {
      userChangeFailed(t, err, `admin.users.toast.${action}Failed`);
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`admin.users.${action}Dialog.title`)}
      description={
        <span className="[overflow-wrap:anywhere]">
          {t(restoresAdmin ? 'admin.users.reinstateDialog.descriptionAdmin' : `admin.users.${action}Dialog.description`, {
            email: user.email,
          })}
        </span>
      }
      confirmLabel={t(`admin.users.${action}Dialog.confirm`)}
      pending={change.isPending}
      onConfirm={() => void confirm()}
    >
      {asksReason && (
        <FormField label={t('admin.users.suspendDialog.reason')} error={reasonError}>
          <Textarea
            className="min-h-20"
            required
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(undefined);
            }}
          />
        </FormField>
      )}
    </ConfirmDialog>
  );
}
