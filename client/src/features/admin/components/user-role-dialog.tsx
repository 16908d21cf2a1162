// SPEC §2 'Suspend User' (prevented from accessing the app) and its reverse, Reinstate.
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { useSetUserRole } from '../api/set-user-role';
import { userChangeFailed } from '../lib/user-change-failed';

export function UserRoleDialog({ user, role, onClose }: { user: AdminUser; role: 'suspended' | 'user'; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useSetUserRole();
  const kind = role === 'suspended' ? 'suspend' : 'reinstate';
  const confirm = async () => {
    try {
      await change.mutateAsync({ id: user.id, role });
      toast(t(role === 'suspended' ? 'admin.users.toast.suspended' : 'admin.users.toast.reinstated'));
      onClose();
    } catch (err) {
      userChangeFailed(t, err, role === 'suspended' ? 'admin.users.toast.suspendFailed' : 'admin.users.toast.reinstateFailed');
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`admin.users.${kind}Dialog.title`)}
      description={<span className="[overflow-wrap:anywhere]">{t(`admin.users.${kind}Dialog.description`, { email: user.email })}</span>}
      confirmLabel={t(`admin.users.${kind}Dialog.confirm`)}
      pending={change.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
