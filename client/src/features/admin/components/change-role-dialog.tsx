// Giving an account a staff role or taking it back (issue 32 §4): player, support, finance or
// admin, each with what it may do, so the admin choosing sees the consequence. The server
// refuses the own account and the last admin (and says so in the toast).
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ACTIVE_ROLES, type ActiveRole } from '@charades/shared/staff/staff-roles';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { NativeSelect } from './native-select';
import { useSetUserRole } from '../api/set-user-role';
import { userChangeFailed } from '../lib/user-change-failed';

export function ChangeRoleDialog({ user, onClose }: { user: { id: string; email: string; role: ActiveRole }; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useSetUserRole();
  const [role, setRole] = useState<ActiveRole>(user.role === 'user' ? 'support' : 'user');
  const confirm = async () => {
    try {
      await change.mutateAsync({ id: user.id, role });
      toast(t('admin.users.toast.roleChanged', { role: t(`admin.users.roles.${role}`) }));
      onClose();
    } catch (err) {
      userChangeFailed(t, err, 'admin.users.toast.roleFailed');
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.users.roleDialog.title')}
      description={<span className="[overflow-wrap:anywhere]">{t('admin.users.roleDialog.description', { email: user.email })}</span>}
      confirmLabel={t('admin.users.roleDialog.confirm')}
      pending={change.isPending}
      onConfirm={() => void confirm()}
    >
      <FormField label={t('admin.users.roleDialog.role')} hint={t(`admin.users.roleDialog.may.${role}`)}>
        <NativeSelect value={role} onChange={(e) => setRole(e.target.value as ActiveRole)}>
          {ACTIVE_ROLES.filter((r) => r !== user.role).map((r) => (
            <option key={r} value={r}>
              {t(`admin.users.roles.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </ConfirmDialog>
  );
}
