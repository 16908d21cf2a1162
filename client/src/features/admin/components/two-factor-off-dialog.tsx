// An admin turns off a staff member's two-factor sign-in (issue 32 §4): a lost phone with the
// recovery codes gone. It asks why (kept in the audit row) and warns to check who is asking.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { useResetTwoFactor } from '../api/two-factor';
import { userChangeFailed } from '../lib/user-change-failed';

export function TwoFactorOffDialog({ user, onClose }: { user: { id: string; email: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetTwoFactor();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const confirm = async () => {
    if (!reason.trim()) {
      setReasonError('reason_required');
      return;
    }
    try {
      await reset.mutateAsync({ id: user.id, reason: reason.trim() });
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
      <FormField label={t('admin.person.twoFactorOffDialog.reason')} error={reasonError}>
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
    </ConfirmDialog>
  );
}
