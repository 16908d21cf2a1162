// An admin turns off a staff member's two-factor sign-in (issue 32 §4): a lost phone with the
// recovery codes gone. It asks why (kept in the audit row) and warns to check who is asking.
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { useRequiredReason } from './reason-field';
import { useResetTwoFactor } from '../api/two-factor';
import { userChangeFailed } from '../lib/user-change-failed';

export function TwoFactorOffDialog({ user, onClose }: { user: { id: string; email: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetTwoFactor();
  const reason = useRequiredReason(t('admin.person.twoFactorOffDialog.reason'));
  const confirm = async () => {
    const why = reason.take();
    if (!why) return;
    try {
      await reset.mutateAsync({ id: user.id, reason: why });
      toast(t('admin.users.toast.twoFactorOff'));
      onClose();
    } catch (err) {
      userChangeFailed(t, err, 'admin.users.toast.twoFactorOffFailed');
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.person.twoFactorOffDialog.title')}
      description={
        <span className="[overflow-wrap:anywhere]">{t('admin.person.twoFactorOffDialog.description', { email: user.email })}</span>
      }
      confirmLabel={t('admin.person.twoFactorOffDialog.confirm')}
      pending={reset.isPending}
      onConfirm={() => void confirm()}
    >
      {reason.field}
    </ConfirmDialog>
  );
}
