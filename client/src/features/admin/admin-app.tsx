// The admin area: English, left-to-right, only for role admin. Loaded as its own chunk.
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/use-session';

export default function AdminApp() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <p role="status" className="p-8 text-center text-stone-700">
        {t('admin.verifying')}
      </p>
    );
  }
  if (session.status !== 'signedIn' || session.user.role !== 'admin') return <Navigate to="/" replace />;
  return (
    <main className="mx-auto max-w-5xl p-8">
      <h1 className="text-3xl font-extrabold">{t('admin.dashboardTitle')}</h1>
      <p className="mt-4 text-stone-700">{t('admin.comingSoon')}</p>
    </main>
  );
}
