// A staff session signed in with the password alone before the account turned on two-factor
// sign-in (issue 32 §4): the server refuses it the admin area (two_factor_required), so this
// says why and offers to sign out, to sign in again with the code.
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/lib/api/sign-out';
import { AdminPage } from '../../components/admin-page';

export function ConfirmSignInNotice() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <AdminPage title={t('admin.security.title')}>
      <section className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-6">
        <h2 className="text-xl font-bold">{t('admin.security.confirmTitle')}</h2>
        <p className="mt-2 text-stone-800">{t('errors.two_factor_required')}</p>
        <Button
          type="button"
          variant="admin-primary"
          className="mt-4"
          disabled={signOut.isPending}
          onClick={() => void signOut.mutateAsync().finally(() => void navigate('/'))}
        >
          {t('admin.security.signOutAgain')}
        </Button>
      </section>
    </AdminPage>
  );
}
