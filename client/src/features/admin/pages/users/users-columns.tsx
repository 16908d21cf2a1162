// The users table's columns: Email (a link to the person's page), Games with its pencil,
// Role, Total paid, Joined, and the row's Suspend or Reinstate and Delete. The signed-in
// admin's own row offers neither suspend nor delete: the server would refuse both
// (cannot_change_own_account), and a note tied to the disabled buttons says why. Every column
// but Actions sorts (on the server, by the same names: USER_SORTS). Support and finance (issue 32
// §4) see the list without the pencil and the row actions, which are an admin's.
import { useId, useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import type { AdminUser } from '@charades/shared/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';
import { RoleBadge } from '../../components/role-badge';
import { formatAdminDate } from '../../lib/admin-dates';
import { useStaffMay } from '../../lib/use-staff-may';
import { useUserDialogs } from './users-dialogs';

export function useUserColumns(): ColumnDef<AdminUser, unknown>[] {
  const { t } = useTranslation();
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.user.id : undefined;
  const ownNoteId = useId();
  const may = useStaffMay();
  const [setsGames, managesAccounts] = [may('admin.users.setTokens'), may('admin.users.setRole')];
  return useMemo(
    () => [
      {
        id: 'email',
        accessorKey: 'email',
        // Words A to Z on the first click; numbers and dates largest and newest first.
        sortDescFirst: false,
        header: t('admin.users.columns.email'),
        cell: ({ row }) => <UserEmail user={row.original} own={row.original.id === myId} />,
      },
      {
        id: 'tokens',
        accessorKey: 'tokens',
        sortDescFirst: true,
        header: t('admin.users.columns.games'),
        cell: ({ row }) => (setsGames ? <UserGames user={row.original} /> : <span className="tabular-nums">{row.original.tokens}</span>),
      },
      {
        id: 'role',
        accessorKey: 'role',
        sortDescFirst: false,
        header: t('admin.users.columns.role'),
        cell: ({ row }) => <RoleBadge role={row.original.role} />,
      },
      {
        id: 'totalPaid',
        accessorKey: 'totalPaid',
        sortDescFirst: true,
        header: t('admin.users.columns.totalPaid'),
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.totalPaid} KWD</span>,
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        sortDescFirst: true,
        header: t('admin.users.columns.joined'),
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatAdminDate(row.original.createdAt)}</span>,
      },
      ...(managesAccounts
        ? [
            {
              id: 'actions',
              header: t('admin.users.columns.actions'),
              enableSorting: false,
              cell: ({ row }) => <UserActions user={row.original} own={row.original.id === myId} noteId={ownNoteId} />,
            } satisfies ColumnDef<AdminUser, unknown>,
          ]
        : []),
    ],
    [t, myId, ownNoteId, setsGames, managesAccounts],
  );
}

function UserEmail({ user, own }: { user: AdminUser; own: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="block min-w-40 max-w-72 [overflow-wrap:anywhere]" dir="ltr">
      {/* Issue 17 §4: the e-mail opens the person's page. */}
      <Link to={`/admin/users/${user.id}`} className="font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950">
        {user.email}
      </Link>
      {own && (
        <Badge tone="neutral" className="ms-2">
          {t('admin.users.you')}
        </Badge>
      )}
    </span>
  );
}

function UserGames({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { show } = useUserDialogs();
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      {user.tokens}
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t('admin.users.editGames', { email: user.email })}
        onClick={() => show('games', user)}
      >
        <Pencil aria-hidden />
      </Button>
    </span>
  );
}

function UserActions({ user, own, noteId }: { user: AdminUser; own: boolean; noteId: string }) {
  const { t } = useTranslation();
  const { show } = useUserDialogs();
  const suspended = user.role === 'suspended';
  return (
    <div className="flex flex-nowrap gap-2" title={own ? t('admin.users.ownAccount') : undefined}>
      <Button
        variant="outline"
        size="sm"
        disabled={own}
        aria-describedby={own ? noteId : undefined}
        aria-label={t(suspended ? 'admin.users.reinstateUser' : 'admin.users.suspendUser', { email: user.email })}
        onClick={() => show(suspended ? 'reinstate' : 'suspend', user)}
      >
        {t(suspended ? 'admin.users.reinstate' : 'admin.users.suspend')}
      </Button>
      <Button
        variant="destructive"
        size="sm"
        disabled={own}
        aria-describedby={own ? noteId : undefined}
        aria-label={t('admin.users.deleteUser', { email: user.email })}
        onClick={() => show('delete', user)}
      >
        {t('admin.users.delete')}
      </Button>
      {own && (
        <span id={noteId} className="sr-only">
          {t('admin.users.ownAccount')}
        </span>
      )}
    </div>
  );
}
