// Issue 17 §4: one account on one page: its profile and role actions, its balance with the two
// honest ways to change it (add or remove games with a reason; set a number over the balance
// seen), the ledger of every balance change, its payments and its games. Reached from the
// users table. The signed-in admin's own account offers no role change (the server refuses).
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowLeft } from 'lucide-react';
import type { LedgerEntry, Person, PersonGame } from '@charades/shared/schemas/admin-person';
import type { AdminPayment } from '@charades/shared/schemas/admin-payments';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';
import { errorMessageKey } from '@/lib/error-message-key';
import { ApiError } from '@/lib/api-client';
import { DataTable } from '../components/data-table';
import { AdjustGamesDialog } from '../components/adjust-games-dialog';
import { UserGamesDialog } from '../components/user-games-dialog';
import { UserRoleDialog, type RoleAction } from '../components/user-role-dialog';
import { formatAdminDate, formatAdminDateTime, ADMIN_TIME_ZONE_LABEL } from '../lib/admin-dates';
import { useLocalPaging } from '../lib/use-local-paging';
import { usePerson } from '../api/get-person';
import { usePersonLedger } from '../api/list-person-ledger';
import { usePersonGames } from '../api/list-person-games';
import { usePayments } from '../api/list-payments';

const ROLE_TONE = { user: 'success', admin: 'warning', suspended: 'danger' } as const;
const PAYMENT_TONE = { Paid: 'success', PartlyRefunded: 'warning', Refunded: 'neutral', Pending: 'neutral', Failed: 'danger' } as const;

type Open = { kind: 'adjust' } | { kind: 'set' } | { kind: 'role'; action: RoleAction } | null;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

function Section({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="mt-1 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The role changes offered for an account in this role (the server enforces the rules). */
function roleActions(person: Person): RoleAction[] {
  if (person.role === 'suspended') return ['reinstate'];
  if (person.role === 'admin') return ['demote', 'suspend'];
  return ['promote', 'suspend'];
}

export function PersonPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const own = session.status === 'signedIn' && session.user.id === id;
  const person = usePerson(id);
  const ledgerPaging = useLocalPaging();
  const paymentsPaging = useLocalPaging();
  const gamesPaging = useLocalPaging();
  const ledger = usePersonLedger(id, ledgerPaging.query);
  const payments = usePayments({ userId: id, ...paymentsPaging.query });
  const games = usePersonGames(id, gamesPaging.query);
  const [open, setOpen] = useState<Open>(null);

  const ledgerColumns = useMemo<ColumnDef<LedgerEntry, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('admin.person.ledger.date'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatAdminDateTime(row.original.createdAt)}</span>,
      },
      {
        id: 'reason',
        header: t('admin.person.ledger.reason'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap">{t(`admin.person.reasons.${row.original.reason}`)}</span>,
      },
      {
        id: 'delta',
        header: t('admin.person.ledger.delta'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className={`whitespace-nowrap font-semibold tabular-nums ${row.original.delta < 0 ? 'text-red-800' : 'text-green-800'}`}>
            {signed(row.original.delta)}
          </span>
        ),
      },
      {
        id: 'balanceAfter',
        header: t('admin.person.ledger.balanceAfter'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.balanceAfter}</span>,
      },
      {
        id: 'note',
        header: t('admin.person.ledger.note'),
        enableSorting: false,
        cell: ({ row }) => <span className="block min-w-32 max-w-72 [overflow-wrap:anywhere]">{row.original.note ?? '—'}</span>,
      },
      {
        id: 'admin',
        header: t('admin.person.ledger.admin'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="block max-w-56 [overflow-wrap:anywhere]" dir="ltr">
            {row.original.adminEmail ?? '—'}
          </span>
        ),
      },
    ],
    [t],
  );

  const paymentColumns = useMemo<ColumnDef<AdminPayment, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('admin.person.payments.date'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link
            to={`/admin/payments?search=${encodeURIComponent(row.original.id)}`}
            className="whitespace-nowrap font-semibold text-indigo-800 underline underline-offset-2"
            aria-label={t('admin.person.payments.open', { date: formatAdminDateTime(row.original.createdAt) })}
          >
            {formatAdminDateTime(row.original.createdAt)}
          </Link>
        ),
      },
      {
        id: 'amount',
        header: t('admin.person.payments.amount'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.amount} KWD</span>,
      },
      {
        id: 'tokens',
        header: t('admin.person.payments.games'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.tokens}</span>,
      },
      {
        id: 'status',
        header: t('admin.person.payments.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="inline-flex flex-wrap gap-1">
            <Badge tone={PAYMENT_TONE[row.original.status]}>{t(`admin.person.paymentStatus.${row.original.status}`)}</Badge>
            {row.original.test && <Badge tone="neutral">{t('admin.person.payments.test')}</Badge>}
          </span>
        ),
      },
      {
        id: 'gateway',
        header: t('admin.person.payments.gateway'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.gateway}</span>,
      },
    ],
    [t],
  );

  const gameColumns = useMemo<ColumnDef<PersonGame, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('admin.person.games.started'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatAdminDateTime(row.original.createdAt)}</span>,
      },
      {
        id: 'category',
        header: t('admin.person.games.category'),
        enableSorting: false,
        cell: ({ row }) => <span className="block min-w-28 [overflow-wrap:anywhere]">{row.original.categoryTitle ?? '—'}</span>,
      },
      {
        id: 'teams',
        header: t('admin.person.games.teams'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="block min-w-40 [overflow-wrap:anywhere]">
            {t('admin.person.games.score', {
              teamA: row.original.teamA,
              scoreA: row.original.scoreA,
              teamB: row.original.teamB,
              scoreB: row.original.scoreB,
            })}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('admin.person.games.status'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap">{t(`admin.person.gameStatus.${row.original.status}`)}</span>,
      },
    ],
    [t],
  );

  const back = (
    <Link to="/admin/users" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ms-3' })}>
      <ArrowLeft aria-hidden className="rtl:rotate-180" />
      {t('admin.person.back')}
    </Link>
  );

  if (!person.data) {
    const notFound = person.error instanceof ApiError && person.error.code === 'user_not_found';
    return (
      <div className="mx-auto max-w-6xl">
        {back}
        <h1 className="mt-2 text-3xl font-extrabold" tabIndex={-1}>
          {t('admin.person.title')}
        </h1>
        {person.isError ? (
          <div role="alert" className="mt-6 rounded-2xl bg-red-50 p-4 text-red-800">
            <p>{notFound ? t(errorMessageKey('user_not_found')) : t('admin.person.loadFailed')}</p>
            {!notFound && (
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void person.refetch()}>
                {t('admin.table.retry')}
              </Button>
            )}
          </div>
        ) : (
          <p role="status" className="mt-6 text-stone-700">
            {t('admin.person.loading')}
          </p>
        )}
      </div>
    );
  }

  const p = person.data;
  const close = () => setOpen(null);
  return (
    <div className="mx-auto max-w-6xl">
      {back}
      <h1 className="mt-2 text-2xl font-extrabold [overflow-wrap:anywhere] sm:text-3xl" tabIndex={-1} dir="ltr">
        <span className="sr-only">{t('admin.person.title')}: </span>
        {p.email}
      </h1>
      <p className="mt-1 text-sm text-stone-700">{t('admin.person.timesIn', { zone: ADMIN_TIME_ZONE_LABEL })}</p>

      <Section
        id="person-profile"
        title={t('admin.person.profile.title')}
        actions={
          <div className="flex flex-wrap gap-2" title={own ? t('admin.users.ownAccount') : undefined}>
            {roleActions(p).map((action) => (
              <Button
                key={action}
                variant={action === 'suspend' || action === 'demote' ? 'destructive' : 'outline'}
                size="sm"
                disabled={own}
                onClick={() => setOpen({ kind: 'role', action })}
              >
                {t(`admin.person.actions.${action}`)}
              </Button>
            ))}
          </div>
        }
      >
        {own && <p className="mb-3 text-sm text-stone-700">{t('admin.users.ownAccount')}</p>}
        <dl className="grid grid-cols-1 gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={t('admin.person.profile.email')}>
            <span dir="ltr">{p.email}</span>
          </Fact>
          <Fact label={t('admin.person.profile.role')}>
            <Badge tone={ROLE_TONE[p.role]}>{t(`admin.users.roles.${p.role}`)}</Badge>
            {p.role === 'suspended' && p.roleBeforeSuspension && (
              <span className="ms-2 text-sm text-stone-700">
                {t('admin.person.profile.wasRole', { role: t(`admin.users.roles.${p.roleBeforeSuspension}`) })}
              </span>
            )}
          </Fact>
          <Fact label={t('admin.person.profile.language')}>{t(`admin.person.languages.${p.language}`)}</Fact>
          <Fact label={t('admin.person.profile.joined')}>
            <span className="tabular-nums">{formatAdminDate(p.createdAt)}</span>
          </Fact>
          <Fact label={t('admin.person.profile.confirmed')}>{t(p.emailConfirmed ? 'admin.person.yes' : 'admin.person.no')}</Fact>
          <Fact label={t('admin.person.profile.totalPaid')}>
            <span className="tabular-nums">
              {p.totalPaid} KWD ({t('admin.person.profile.paymentsCount', { n: p.paymentsCount })})
            </span>
          </Fact>
          <Fact label={t('admin.person.profile.refunded')}>
            <span className="tabular-nums">{p.refundedTotal} KWD</span>
          </Fact>
          <Fact label={t('admin.person.profile.gamesCount')}>
            <span className="tabular-nums">{p.gamesCount}</span>
          </Fact>
        </dl>
      </Section>

      <Section id="person-balance" title={t('admin.person.balance.title')}>
        <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg">
            <span className="text-3xl font-extrabold tabular-nums" data-testid="person-balance">
              {p.tokens}
            </span>{' '}
            {t('admin.person.balance.games', { count: p.tokens })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="admin-primary" onClick={() => setOpen({ kind: 'adjust' })}>
              {t('admin.person.balance.adjust')}
            </Button>
            <Button variant="outline" onClick={() => setOpen({ kind: 'set' })}>
              {t('admin.person.balance.set')}
            </Button>
          </div>
        </div>
      </Section>

      <Section id="person-ledger" title={t('admin.person.ledger.title')}>
        <DataTable
          caption={t('admin.person.ledger.caption')}
          columns={ledgerColumns}
          rows={ledger.data?.items}
          total={ledger.data?.total ?? 0}
          loading={ledger.isFetching}
          loadingText={t('admin.person.ledger.loading')}
          emptyText={t('admin.person.ledger.empty')}
          errorText={ledger.isError ? t('admin.person.ledger.loadFailed') : undefined}
          onRetry={() => void ledger.refetch()}
          list={ledgerPaging}
          rowId={(e) => e.id}
        />
      </Section>

      <Section id="person-payments" title={t('admin.person.payments.title')}>
        <DataTable
          caption={t('admin.person.payments.caption')}
          columns={paymentColumns}
          rows={payments.data?.items}
          total={payments.data?.total ?? 0}
          loading={payments.isFetching}
          loadingText={t('admin.person.payments.loading')}
          emptyText={t('admin.person.payments.empty')}
          errorText={payments.isError ? t('admin.person.payments.loadFailed') : undefined}
          onRetry={() => void payments.refetch()}
          list={paymentsPaging}
          rowId={(e) => e.id}
        />
      </Section>

      <Section id="person-games" title={t('admin.person.games.title')}>
        <DataTable
          caption={t('admin.person.games.caption')}
          columns={gameColumns}
          rows={games.data?.items}
          total={games.data?.total ?? 0}
          loading={games.isFetching}
          loadingText={t('admin.person.games.loading')}
          emptyText={t('admin.person.games.empty')}
          errorText={games.isError ? t('admin.person.games.loadFailed') : undefined}
          onRetry={() => void games.refetch()}
          list={gamesPaging}
          rowId={(e) => e.id}
        />
      </Section>

      {open?.kind === 'adjust' && <AdjustGamesDialog user={p} onClose={close} />}
      {open?.kind === 'set' && <UserGamesDialog user={p} onClose={close} />}
      {open?.kind === 'role' && <UserRoleDialog user={p} action={open.action} onClose={close} />}
    </div>
  );
}
