// docs/product.md#screens Users: search by e-mail, filter by role, a server-paged table sorted by
// its headers (Email, Games with its pencil, Role, Total paid, Joined, Actions) and the games, suspend,
// reinstate and delete dialogs; the e-mail opens the person's page.
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { USER_SORTS } from '@charades/shared/schemas/admin';
import { useExportUsers } from '../api/export-users';
import { ExportCsvButton } from '../components/export-csv-button';
import { AdminPage } from '../components/admin-page';
import { QueryTable } from '../components/query-table';
import { SearchBox } from '../components/search-box';
import { useUsers } from '../api/list-users';
import { useFailureToast } from '../lib/use-failure-toast';
import { useListParams } from '../lib/use-list-params';
import { useUserColumns } from './users/users-columns';
import { UserDialogs, UserDialogsProvider } from './users/users-dialogs';

const ROLES = ['all', 'staff', 'user', 'support', 'finance', 'admin', 'suspended'] as const;

export function UsersPage() {
  return (
    <UserDialogsProvider>
      <Users />
    </UserDialogsProvider>
  );
}

function Users() {
  const { t } = useTranslation();
  const list = useListParams<'role'>({ sort: 'createdAt', order: 'desc', sorts: USER_SORTS, filters: { role: 'all' } });
  const users = useUsers(list.query);
  // Told once per failure (a refetch that fails again is a new failure).
  useFailureToast(users, t('admin.users.toast.fetchFailed'));
  const columns = useUserColumns();
  const roleId = useId();
  const exporter = useExportUsers();
  return (
    <AdminPage
      title={t('admin.users.title')}
      actions={
        <ExportCsvButton
          route="admin.users.export"
          exporter={{ mutateAsync: () => exporter.mutateAsync(list.query), isPending: exporter.isPending }}
          failedText={t('admin.users.exportFailed')}
        />
      }
    >
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
        <QueryTable
          caption={t('admin.users.caption')}
          columns={columns}
          query={users}
          loadingText={t('admin.users.loading')}
          emptyText={t('admin.users.empty')}
          failedText={t('admin.users.toast.fetchFailed')}
          list={list}
        />
      </div>
      <UserDialogs />
    </AdminPage>
  );
}
