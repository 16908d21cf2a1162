// Issue 17 §4 'Add or remove games': a direction, a number of games and a required reason. The
// server applies the change to the balance as it is when it lands (a purchase made while this
// dialog is open is kept) and never goes below zero; the dialog shows the result it expects
// from the balance on screen, and says a removal beyond it stops at zero. Support staff change at
// most SUPPORT_MAX_GAMES_ADJUST games at once (issue 32 §4): the field says so and refuses more.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { adjustTokensBody } from '@charades/shared/schemas/admin-person';
import { MAX_REASON_LENGTH, MAX_TOKEN_ADJUST } from '@charades/shared/admin-rules';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { SUPPORT_MAX_GAMES_ADJUST } from '@charades/shared/staff/staff-roles';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { DialogFormActions } from './dialog-form-actions';
import { FormField } from '@/components/ui/form-field';
import { useAdjustUserTokens } from '../api/adjust-user-tokens';
import { userChangeFailed } from '../lib/user-change-failed';

/** The same rules as the request's: a whole number of games, 1 to the role's ceiling, and a reason. */
const adjustFormUpTo = (max: number) =>
  z.object({
    direction: z.enum(['add', 'remove']),
    amount: z
      .number({ error: 'token_adjust_invalid' })
      .int('token_adjust_invalid')
      .min(1, 'token_adjust_invalid')
      .max(max, max < MAX_TOKEN_ADJUST ? 'support_adjust_limit' : 'token_adjust_invalid'),
    reason: adjustTokensBody.shape.reason,
  });
type AdjustForm = z.input<ReturnType<typeof adjustFormUpTo>>;

export function AdjustGamesDialog({ user, onClose }: { user: { id: string; email: string; tokens: number }; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustUserTokens();
  const session = useSession();
  const max = session.status === 'signedIn' && session.user.role === 'support' ? SUPPORT_MAX_GAMES_ADJUST : MAX_TOKEN_ADJUST;
  const form = useForm<AdjustForm>({
    resolver: zodResolver(adjustFormUpTo(max)),
    defaultValues: { direction: 'add', amount: 1, reason: '' },
  });
  const direction = useWatch({ control: form.control, name: 'direction' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const delta = Number.isInteger(amount) && amount > 0 ? (direction === 'add' ? amount : -amount) : null;
  const result = delta === null ? null : Math.max(0, user.tokens + delta);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sign = values.direction === 'add' ? 1 : -1;
      const person = await adjust.mutateAsync({ id: user.id, delta: sign * values.amount, reason: values.reason });
      toast(t('admin.users.toast.adjusted', { count: person.tokens }));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && (err.code === 'token_adjust_invalid' || err.code === 'support_adjust_limit'))
        form.setError('amount', { message: err.code });
      else if (err instanceof ApiError && (err.code === 'reason_required' || err.code === 'text_too_long'))
        form.setError('reason', { message: err.code });
      else userChangeFailed(t, err, 'admin.users.toast.adjustFailed');
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !adjust.isPending && onClose()}>
      <DialogContent
        title={t('admin.person.adjust.title')}
        description={<span className="[overflow-wrap:anywhere]">{t('admin.person.adjust.description', { email: user.email })}</span>}
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-stone-800">{t('admin.person.adjust.direction')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['add', 'remove'] as const).map((d) => (
                <label key={d} className="inline-flex min-h-11 items-center gap-2">
                  <input type="radio" value={d} className="size-5 accent-indigo-700" {...form.register('direction')} />
                  {t(`admin.person.adjust.${d}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField
            label={t('admin.person.adjust.amount')}
            hint={t('admin.person.adjust.amountHint', { max })}
            error={form.formState.errors.amount?.message}
          >
            <Input type="number" inputMode="numeric" min={1} max={max} step={1} {...form.register('amount', { valueAsNumber: true })} />
          </FormField>
          <FormField
            label={t('admin.person.adjust.reason')}
            hint={t('admin.person.adjust.reasonHint')}
            error={form.formState.errors.reason?.message}
          >
            <Input maxLength={MAX_REASON_LENGTH} autoComplete="off" {...form.register('reason')} />
          </FormField>
          <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-800" role="status">
            {result === null
              ? t('admin.person.adjust.resultUnknown', { from: user.tokens })
              : t('admin.person.adjust.result', { from: user.tokens, to: result })}
            {delta !== null && user.tokens + delta < 0 && <span className="mt-1 block">{t('admin.person.adjust.stopsAtZero')}</span>}
          </p>
          <DialogFormActions pending={adjust.isPending} submitLabel={t('admin.person.adjust.save')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
