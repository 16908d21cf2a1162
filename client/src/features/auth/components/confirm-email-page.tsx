import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { useLocalizedPath } from '@/lib/use-language';
import { useConfirmEmail } from '../api/confirm-email';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = useLocalizedPath();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'working' | 'done' | 'failed'>(token ? 'working' : 'failed');
  const started = useRef(false);
  const { mutateAsync: confirmEmail } = useConfirmEmail();

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmEmail({ token })
      .then(() => setState('done'))
      .catch((err) => {
        console.error('email confirmation failed', err);
        setState('failed');
      });
  }, [token, confirmEmail]);

  return (
    <PageCard title={t('confirmEmail.title')}>
      <p role="status">
        {state === 'working'
          ? t('confirmEmail.confirming')
          : state === 'done'
            ? t('confirmEmail.success')
            : t('errors.confirmation_token_invalid')}
      </p>
      {state === 'done' && <Button onClick={() => openAuthDialog('signIn')}>{t('common.signIn')}</Button>}
      {state === 'failed' && (
        <Button asChild variant="outline">
          <Link to={to('/')}>{t('common.returnHome')}</Link>
        </Button>
      )}
    </PageCard>
  );
}
