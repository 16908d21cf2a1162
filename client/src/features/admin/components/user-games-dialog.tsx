// docs/product.md#screens 'Edit User Games': a number 0-10000, checked by the shared setTokensBody rules before
// it is sent (the server applies the same schema). Issue 17 §4: the request names the balance
// the admin saw; when a purchase or a game changed it meanwhile, the server refuses
// (balance_changed) and the dialog says so, shows the balance as it is now and lets the admin
// save again over that balance.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { setTokensBody, MAX_TOKENS_SET_BY_ADMIN } from '@charades/shared/schemas/admin';
import { MAX_REASON_LENGTH } from '@charades/shared/admin-rules';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from './dialog-form-actions';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { FormField } from '@/components/ui/form-field';
import { useSetUserTokens } from '../api/set-user-tokens';
import { userChangeFailed } from '../lib/user-change-failed';

const gamesForm = z.object({
  tokens: setTokensBody.shape.tokens,
  reason: setTokensBody.shape.reason,
});
type GamesForm = z.input<typeof gamesForm>;

export interface GamesDialogUser {
  id: string;
  email: string;
  /** The balance as the admin sees it: sent as expectedTokens. */
  tokens: number;
}

export function UserGamesDialog({ user, onClose }: { user: GamesDialogUser; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetUserTokens();
  const [expected, setExpected] = useState(user.tokens);
  const [changedTo, setChangedTo] = useState<number | null>(null);
  const form = useForm<GamesForm>({ resolver: zodResolver(gamesForm), defaultValues: { tokens: user.tokens, reason: '' } });
  const onSubmit = form.handleSubmit(async ({ tokens, reason }) => {
    try {
      await save.mutateAsync({ id: user.id, tokens, expectedTokens: expected, reason });
      toast(t('admin.users.toast.gamesUpdated'));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'balance_changed') {
        const now = Number(err.details[0]);
        if (Number.isInteger(now)) {
          setExpected(now);
          setChangedTo(now);
        }
        return;
      }
      if (err instanceof ApiError && err.code === 'token_amount_invalid') form.setError('tokens', { message: err.code });
      if (err instanceof ApiError && (err.code === 'reason_required' || err.code === 'text_too_long'))
        form.setError('reason', { message: err.code });
      userChangeFailed(t, err, 'admin.users.toast.gamesFailed');
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent
        title={t('admin.users.gamesDialog.title')}
        description={<span className="[overflow-wrap:anywhere]">{t('admin.users.gamesDialog.description', { email: user.email })}</span>}
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-stone-700">{t('admin.users.gamesDialog.current', { count: expected })}</p>
          {changedTo !== null && (
            <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">
              {t('admin.users.gamesDialog.balanceChanged', { count: changedTo })}
            </p>
          )}
          <FormField
            label={t('admin.users.gamesDialog.label')}
            hint={t('admin.users.gamesDialog.hint')}
            error={form.formState.errors.tokens?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_TOKENS_SET_BY_ADMIN}
              step={1}
              {...form.register('tokens', { valueAsNumber: true })}
            />
          </FormField>
          <FormField label={t('admin.users.gamesDialog.reason')} error={form.formState.errors.reason?.message}>
            <Input maxLength={MAX_REASON_LENGTH} autoComplete="off" {...form.register('reason')} />
          </FormField>
          <DialogFormActions
            pending={save.isPending}
            submitLabel={changedTo !== null ? t('admin.users.gamesDialog.saveAgain') : t('admin.users.gamesDialog.save')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
