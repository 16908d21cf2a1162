// docs/product.md#screens 'Suspend User' (prevented from accessing the app) and its reverse, Reinstate.
// Reinstating gives back the role the suspension replaced: the dialog says so when that is a
// staff role (issue 32 §4). Giving or taking a staff role is change-role-dialog.tsx.
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { isStaffRole, type ActiveRole } from '@charades/shared/staff/staff-roles';
import { ConfirmDialog } from './confirm-dialog';
import { useRequiredReason } from './reason-field';
import { useSetUserRole, type RoleRequest } from '../api/set-user-role';
import { userChangeFailed } from '../lib/user-change-failed';

export type RoleAction = 'suspend' | 'reinstate';

const REQUEST: Record<RoleAction, RoleRequest> = { suspend: 'suspended', reinstate: 'user' };
const DONE = { suspend: 'suspended', reinstate: 'reinstated' } as const;

export interface RoleDialogUser {
  id: string;
  email: string;
  roleBeforeSuspension?: ActiveRole | null;
}

export function UserRoleDialog({ user, action, onClose }: { user: RoleDialogUser; action: RoleAction; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useSetUserRole();
  const restored = action === 'reinstate' && isStaffRole(user.roleBeforeSuspension) ? user.roleBeforeSuspension : undefined;
  const role = restored && t(`admin.users.roles.${restored}`).toLowerCase();
  // A suspension says why (issue 32 §3): kept in its audit row.
  const asksReason = action === 'suspend';
  const reason = useRequiredReason(t('admin.users.suspendDialog.reason'));
  const confirm = async () => {
    const why = asksReason ? reason.take() : undefined;
    if (asksReason && !why) return;
    try {
      await change.mutateAsync({ id: user.id, role: REQUEST[action], ...(why ? { reason: why } : {}) });
      toast(role ? t('admin.users.toast.reinstatedStaff', { role }) : t(`admin.users.toast.${DONE[action]}`));
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
          {role
            ? t('admin.users.reinstateDialog.descriptionStaff', { email: user.email, role })
            : t(`admin.users.${action}Dialog.description`, { email: user.email })}
        </span>
      }
      confirmLabel={t(`admin.users.${action}Dialog.confirm`)}
      pending={change.isPending}
      onConfirm={() => void confirm()}
    >
      {asksReason && reason.field}
    </ConfirmDialog>
  );
}
