// SPEC §2 'Edit User Games': a number 0-10000, checked by the shared setTokensBody before it is
// sent (the server applies the same schema).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { setTokensBody, MAX_TOKENS_SET_BY_ADMIN, type AdminUser } from '@charades/shared/schemas/admin';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from './dialog-form-actions';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { FormField } from './form-field';
import { useSetUserTokens } from '../api/set-user-tokens';
import { userChangeFailed } from '../lib/user-change-failed';

interface GamesForm {
  tokens: number;
}

export function UserGamesDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetUserTokens();
  const form = useForm<GamesForm>({ resolver: zodResolver(setTokensBody), defaultValues: { tokens: user.tokens } });
  const onSubmit = form.handleSubmit(async ({ tokens }) => {
    try {
      await save.mutateAsync({ id: user.id, tokens });
      toast(t('admin.users.toast.gamesUpdated'));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'token_amount_invalid') form.setError('tokens', { message: err.code });
      userChangeFailed(t, err, 'admin.users.toast.gamesFailed');
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent
        title={t('admin.users.gamesDialog.title')}
        description={<span className="[overflow-wrap:anywhere]">{t('admin.users.gamesDialog.description', { email: user.email })}</span>}
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
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
          <div className="mt-4">
            <DialogFormActions pending={save.isPending} submitLabel={t('admin.users.gamesDialog.save')} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
