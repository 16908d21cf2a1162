// docs/product.md#screens Users: search by e-mail, filter by role, a server-paged table (Email, Games with its
// pencil, Role, Total paid, Joined, Actions) and the games, suspend, reinstate and delete
// dialogs; the e-mail opens the person's page. The signed-in admin's own row offers neither
// suspend nor delete: the server would refuse both (cannot_change_own_account).
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session/use-session';
import { DataTable } from '../components/data-table';
import { SearchBox } from '../components/search-box';
import { UserGamesDialog } from '../components/user-games-dialog';
import { UserRoleDialog } from '../components/user-role-dialog';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { useListParams } from '../lib/use-list-params';
import { formatAdminDate } from '../lib/admin-dates';
import { useUsers } from '../api/list-users';

const ROLES = ['all', 'user', 'admin', 'suspended'] as const;
const ROLE_TONE = { user: 'success', admin: 'warning', suspended: 'danger' } as const;

type Open = { kind: 'games' | 'suspend' | 'reinstate' | 'delete'; user: AdminUser } | null;

export function UsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.user.id : undefined;
  const list = useListParams<'role'>({ sort: 'createdAt', order: 'desc', filters: { role: 'all' } });
  const users = useUsers(list.query);
  const [open, setOpen] = useState<Open>(null);
  const roleId = useId();
  const ownNoteId = useId();

  // Told once per failure (a refetch that fails again is a new failure).
  useEffect(() => {
    if (users.isError) toast.error(t('admin.users.toast.fetchFailed'));
  }, [users.isError, users.errorUpdatedAt, t]);

  const columns = useMemo<ColumnDef<AdminUser, unknown>[]>(
    () => [
      {
        id: 'email',
        header: t('admin.users.columns.email'),
        cell: ({ row }) => (
          <span className="block min-w-40 max-w-72 [overflow-wrap:anywhere]" dir="ltr">
            {/* Issue 17 §4: the e-mail opens the person's page. */}
            <Link
              to={`/admin/users/${row.original.id}`}
              className="font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950"
            >
              {row.original.email}
            </Link>
            {row.original.id === myId && (
              <Badge tone="neutral" className="ms-2">
                {t('admin.users.you')}
              </Badge>
            )}
          </span>
        ),
      },
      {
        id: 'tokens',
        header: t('admin.users.columns.games'),
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-1 tabular-nums">
            {row.original.tokens}
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={t('admin.users.editGames', { email: row.original.email })}
              onClick={() => setOpen({ kind: 'games', user: row.original })}
            >
              <Pencil aria-hidden />
            </Button>
          </span>
        ),
      },
      {
        id: 'role',
        header: t('admin.users.columns.role'),
        cell: ({ row }) => <Badge tone={ROLE_TONE[row.original.role]}>{t(`admin.users.roles.${row.original.role}`)}</Badge>,
      },
      {
        id: 'totalPaid',
        header: t('admin.users.columns.totalPaid'),
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.totalPaid} KWD</span>,
      },
      {
        id: 'createdAt',
        header: t('admin.users.columns.joined'),
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatAdminDate(row.original.createdAt)}</span>,
      },
      {
        id: 'actions',
        header: t('admin.users.columns.actions'),
        enableSorting: false,
        cell: ({ row }) => {
          const user = row.original;
          const own = user.id === myId;
          const suspended = user.role === 'suspended';
          return (
            <div className="flex flex-nowrap gap-2" title={own ? t('admin.users.ownAccount') : undefined}>
              <Button
                variant="outline"
                size="sm"
                disabled={own}
                aria-describedby={own ? ownNoteId : undefined}
                aria-label={t(suspended ? 'admin.users.reinstateUser' : 'admin.users.suspendUser', { email: user.email })}
                onClick={() => setOpen({ kind: suspended ? 'reinstate' : 'suspend', user })}
              >
                {t(suspended ? 'admin.users.reinstate' : 'admin.users.suspend')}
              </Button>
              <Button
                variant="destructive"
                size="sm"
                disabled={own}
                aria-describedby={own ? ownNoteId : undefined}
                aria-label={t('admin.users.deleteUser', { email: user.email })}
                onClick={() => setOpen({ kind: 'delete', user })}
              >
                {t('admin.users.delete')}
              </Button>
              {own && (
                <span id={ownNoteId} className="sr-only">
                  {t('admin.users.ownAccount')}
                </span>
              )}
            </div>
          );
        },
      },
    ],
    [t, myId, ownNoteId],
  );

  const close = () => setOpen(null);
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold" tabIndex={-1}>
        {t('admin.users.title')}
      </h1>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox label={t('admin.users.search')} value={list.searchInput} onChange={(v) => list.setSearchInput(v)} />
        <div className="flex items-center gap-2">
          <label htmlFor={roleId} className="text-sm font-semibold text-stone-800">
            {t('admin.users.roleFilter')}
          </label>
          <select
            id={roleId}
            className="h-11 rounded-xl border-2 border-stone-300 bg-white px-3"
            value={list.filters.role}
            onChange={(e) => list.setFilter('role', e.target.value)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.users.roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4">
        <DataTable
          caption={t('admin.users.caption')}
          columns={columns}
          rows={users.data?.items}
          total={users.data?.total ?? 0}
          loading={users.isFetching}
          loadingText={t('admin.users.loading')}
          emptyText={t('admin.users.empty')}
          errorText={users.isError ? t('admin.users.toast.fetchFailed') : undefined}
          onRetry={() => void users.refetch()}
          list={list}
          rowId={(u) => u.id}
        />
      </div>
      {open?.kind === 'games' && <UserGamesDialog key={open.user.id} user={open.user} onClose={close} />}
      {open?.kind === 'suspend' && <UserRoleDialog user={open.user} action="suspend" onClose={close} />}
      {open?.kind === 'reinstate' && <UserRoleDialog user={open.user} action="reinstate" onClose={close} />}
      {open?.kind === 'delete' && <DeleteUserDialog key={open.user.id} user={open.user} onClose={close} />}
    </div>
  );
}
