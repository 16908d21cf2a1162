// docs/product.md#screens 'Delete User': permanent, with the payment history. The admin types the account's
// e-mail to enable 'Delete Permanently'; an admin account is named as such, and only then is
// the server's extra confirmation header sent.
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { useDeleteUser } from '../api/delete-user';
import { userChangeFailed } from '../lib/user-change-failed';

export function DeleteUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const isAdmin = user.role === 'admin';
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const confirm = async () => {
    if (!matches) return;
    try {
      await remove.mutateAsync({ id: user.id, confirmAdmin: isAdmin });
      toast(t('admin.users.toast.deleted'));
      onClose();
    } catch (err) {
      userChangeFailed(t, err, 'admin.users.toast.deleteFailed');
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.users.deleteDialog.title')}
      description={t('admin.users.deleteDialog.description')}
      confirmLabel={t('admin.users.deleteDialog.confirm')}
      pending={remove.isPending}
      confirmDisabled={!matches}
      onConfirm={() => void confirm()}
    >
      {isAdmin && (
        <p className="mb-3 rounded-lg bg-amber-100 p-3 text-sm font-semibold text-amber-900" role="note">
          {t('admin.users.deleteDialog.adminWarning')}
        </p>
      )}
      <Label htmlFor={inputId} className="[overflow-wrap:anywhere]">
        {t('admin.users.deleteDialog.typeEmail', { email: user.email })}
      </Label>
      <Input
        id={inputId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
    </ConfirmDialog>
  );
}
