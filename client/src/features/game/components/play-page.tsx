import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { useSession } from '@/features/auth/use-session';
import { openAuthDialog } from '@/features/auth/auth-dialog-store';

export function PlayPage() {
  const { t } = useTranslation();
  const session = useSession();
  // SPEC §2: the auth dialog opens if the user is not signed in once loading finishes.
  useEffect(() => {
    if (session.status === 'signedOut') openAuthDialog('signIn');
  }, [session.status]);
  return <PlaceholderPage title={t('landing.startPlaying')} />;
}
