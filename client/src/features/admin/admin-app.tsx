// The admin area: English, left-to-right (languageFromPath), only for role admin; loaded as
// its own chunk. The gate trusts the profile only to choose what to draw: every admin call
// is checked again by the server.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/use-session';
import { importWithRetry } from '@/lib/import-with-retry';
import { AdminLayout } from './components/admin-layout';
import { DashboardPage } from './pages/dashboard-page';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => importWithRetry(load).then((m) => ({ default: m[name] })));
const CategoriesPage = named(() => import('./pages/categories-page'), 'CategoriesPage');
const TitlesPage = named(() => import('./pages/titles-page'), 'TitlesPage');
const UsersPage = named(() => import('./pages/users-page'), 'UsersPage');
const PersonPage = named(() => import('./pages/person-page'), 'PersonPage');
const PaymentsPage = named(() => import('./pages/payments-page'), 'PaymentsPage');
const CouponsPage = named(() => import('./pages/coupons-page'), 'CouponsPage');
const AuditLogPage = named(() => import('./pages/audit-log-page'), 'AuditLogPage');
const DecksPage = named(() => import('./pages/decks-page'), 'DecksPage');

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
    <AdminLayout>
      <Suspense
        fallback={
          <p role="status" className="p-8 text-stone-700">
            {t('admin.loading')}
          </p>
        }
      >
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="titles" element={<TitlesPage />} />
          {/* docs/product.md#screens: the dashboard's Manage Titles goes to /admin/movies, the sidebar to /admin/titles. */}
          <Route path="movies" element={<TitlesPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="users/:id" element={<PersonPage />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="decks" element={<DecksPage />} />
          <Route path="audit" element={<AuditLogPage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
