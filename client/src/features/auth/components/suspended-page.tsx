import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { useLocalizedPath } from '@/lib/use-language';
import { queryClient } from '@/lib/query-client';
import { signOut } from '../api/sign-out';
import { sessionStore } from '@/lib/session/session-store';

export function SuspendedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [busy, setBusy] = useState(false);

  async function doSignOut() {
    setBusy(true);
    await signOut().catch((err) => console.warn('sign out request failed', err));
    sessionStore.signedOut();
    queryClient.clear();
    navigate(to('/'), { replace: true });
  }

  return (
    <PageCard title={t('suspended.title')}>
      <ShieldAlert className="size-12 text-red-700" aria-hidden />
      <p>{t('suspended.body')}</p>
      <p>{t('suspended.contactSupport')}</p>
      <Button variant="destructive" onClick={doSignOut} disabled={busy}>
        {busy ? t('common.signingOut') : t('common.signOut')}
      </Button>
    </PageCard>
  );
}
