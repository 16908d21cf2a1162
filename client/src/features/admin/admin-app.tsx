// The admin area: English, left-to-right (languageFromPath), only for staff roles (support,
// finance, admin: issue 32 §4); loaded as its own chunk. The gate trusts the profile only to
// choose what to draw: every admin call is checked again by the server. A staff account whose
// second factor is on but not passed by this session sees why and signs in again; one without
// it under STAFF_TWO_FACTOR=required sees only the enrolment.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { useSession } from '@/lib/session/use-session';
import { importWithRetry } from '@/lib/import-with-retry';
import { AdminLayout } from './components/admin-layout';
import { DashboardPage } from './pages/dashboard-page';
import { SecurityPage } from './pages/security-page';
import { ConfirmSignInNotice } from './pages/security/confirm-sign-in-notice';
import { isStaffRole } from '@charades/shared/staff/staff-roles';

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
  if (session.status !== 'signedIn' || !isStaffRole(session.user.role)) return <Navigate to="/" replace />;
  const factor = session.user.staffTwoFactor;
  if (factor?.enabled && !factor.thisSession) {
    return (
      <AdminLayout locked>
        <ConfirmSignInNotice />
      </AdminLayout>
    );
  }
  if (factor && !factor.enabled && factor.required) {
    return (
      <AdminLayout locked>
        <SecurityPage />
      </AdminLayout>
    );
  }
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
          <Route path="security" element={<SecurityPage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
