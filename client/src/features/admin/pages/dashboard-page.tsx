// docs/product.md#screens Dashboard: five count cards, '-' until loaded (or on failure), the revenue card and
// its chart of the last 30 days (issue 17 §2), and the guide.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { FolderTree, Film, Users, TicketPercent, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '@charades/shared/schemas/admin';
import { buttonVariants } from '@/components/ui/button';
import { useAdminStats } from '../api/get-admin-stats';
import { useRevenue } from '../api/get-revenue';
import { AdminPage } from '../components/admin-page';
import { RevenueCard } from '../components/revenue-card';
import { RevenueChart } from '../components/revenue-chart';

interface Card {
  key: 'categories' | 'titles' | 'users' | 'coupons' | 'security';
  count: keyof AdminStats;
  to: string;
  icon: LucideIcon;
}

const CARDS: Card[] = [
  { key: 'categories', count: 'categories', to: '/admin/categories', icon: FolderTree },
  { key: 'titles', count: 'titles', to: '/admin/movies', icon: Film },
  { key: 'users', count: 'users', to: '/admin/users', icon: Users },
  { key: 'coupons', count: 'coupons', to: '/admin/coupons', icon: TicketPercent },
  { key: 'security', count: 'auditLog', to: '/admin/audit', icon: ShieldCheck },
];

const GUIDE = ['categories', 'titles', 'users', 'coupons', 'security', 'revenue'] as const;

export function DashboardPage() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  const revenue = useRevenue(30);
  return (
    <AdminPage title={t('admin.dashboardTitle')}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {CARDS.map(({ key, count, to, icon: Icon }) => (
          <li key={key} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-lg font-bold">{t(`admin.cards.${key}.title`)}</h2>
              <Icon className="size-6 text-admin" aria-hidden />
            </div>
            <p className="mt-2 text-4xl font-extrabold tabular-nums" aria-live="polite">
              {stats.data ? stats.data[count] : '-'}
            </p>
            <p className="text-sm text-stone-700">{t(`admin.cards.${key}.caption`)}</p>
            <Link to={to} className={buttonVariants({ variant: 'admin-primary', size: 'sm', className: 'mt-4 self-start' })}>
              {t(`admin.cards.${key}.action`)}
            </Link>
          </li>
        ))}
        <RevenueCard revenue={revenue.data} failed={revenue.isError && !revenue.data} />
      </ul>
      {revenue.data && <RevenueChart revenue={revenue.data} />}
      <section aria-labelledby="admin-guide" className="mt-10 rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="admin-guide" className="text-xl font-bold">
          {t('admin.guide.title')}
        </h2>
        <dl className="mt-4 space-y-3">
          {GUIDE.map((key) => (
            <div key={key}>
              <dt className="font-semibold">{t(`admin.cards.${key}.title`)}</dt>
              <dd className="text-stone-700">{t(`admin.guide.${key}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </AdminPage>
  );
}
