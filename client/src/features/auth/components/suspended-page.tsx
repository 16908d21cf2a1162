import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { useLocalizedPath } from '@/lib/use-language';
import { useSignOut } from '@/lib/api/sign-out';

export function SuspendedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const signOut = useSignOut();

  async function doSignOut() {
    // Signed out on this device even when the server cannot be reached (the hook logs it).
    await signOut.mutateAsync().catch(() => {});
    void navigate(to('/'), { replace: true });
  }

  return (
    <PageCard title={t('suspended.title')}>
      <ShieldAlert className="size-12 text-red-700" aria-hidden />
      <p>{t('suspended.body')}</p>
      <p>{t('suspended.contactSupport')}</p>
      {/* Busy from the first press until the page is left. */}
      <Button variant="destructive" onClick={() => void doSignOut()} disabled={!signOut.isIdle}>
        {!signOut.isIdle ? t('common.signingOut') : t('common.signOut')}
      </Button>
    </PageCard>
  );
}
