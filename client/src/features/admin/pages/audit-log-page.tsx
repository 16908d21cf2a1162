// SPEC §2 Audit log: 'Security Audit Log', the latest 100 entries newest first, with when
// (stored in UTC, shown in the admin's own time zone with the zone named), the action, who
// acted, the target and the details. No paging: the server answers exactly these 100.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@charades/shared/schemas/admin';
import { useAuditLog } from '../api/get-audit-log';
import { AuditActionBadge } from '../components/audit-action-badge';
import { AuditDetails } from '../components/audit-details';
import { DataTable } from '../components/data-table';
import { useFailureToast } from '../lib/use-failure-toast';

/** SPEC §9: ids shown as their first 8 characters. */
const shortId = (id: string) => `${id.slice(0, 8)}...`;

// The browser's locale and zone; dateStyle/timeStyle cannot be combined with timeZoneName,
// hence the parts one by one.
const WHEN = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

export function AuditLogPage() {
  const { t } = useTranslation();
  const log = useAuditLog();
  useFailureToast(log, t('admin.audit.fetchFailed'));

  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('admin.audit.columns.when'),
        cell: ({ row: { original: e } }) => (
          <time dateTime={e.createdAt} className="whitespace-nowrap tabular-nums">
            {WHEN.format(new Date(e.createdAt))}
          </time>
        ),
      },
      {
        id: 'action',
        header: t('admin.audit.columns.action'),
        cell: ({ row: { original: e } }) => <AuditActionBadge action={e.action} />,
      },
      {
        id: 'admin',
        header: t('admin.audit.columns.admin'),
        cell: ({ row: { original: e } }) => (
          <div className="max-w-[14rem]">
            {e.adminId ? (
              <span className="font-mono" title={e.adminId}>
                {shortId(e.adminId)}
              </span>
            ) : (
              // No admin account: a refused request from someone signed out, or a change made
              // from the command line.
              <span>{e.action === 'admin_access_denied' ? t('admin.audit.none') : t('admin.audit.cli')}</span>
            )}
            {e.adminEmail && <p className="break-all text-xs text-stone-600">{e.adminEmail}</p>}
          </div>
        ),
      },
      {
        id: 'target',
        header: t('admin.audit.columns.target'),
        cell: ({ row: { original: e } }) => (
          <div className="max-w-[16rem]">
            {e.targetId ? (
              <span className="font-mono" title={e.targetId}>
                {shortId(e.targetId)}
              </span>
            ) : (
              <span>{t('admin.audit.none')}</span>
            )}
            {(e.targetType || e.targetLabel) && (
              <p className="line-clamp-2 break-all text-xs text-stone-600">{[e.targetType, e.targetLabel].filter(Boolean).join(': ')}</p>
            )}
          </div>
        ),
      },
      {
        id: 'details',
        header: t('admin.audit.columns.details'),
        cell: ({ row: { original: e } }) => <AuditDetails details={e.details} />,
      },
    ],
    [t],
  );

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold" tabIndex={-1}>
        {t('admin.audit.title')}
      </h1>
      <p className="mt-2 text-stone-700">{t('admin.audit.intro')}</p>
      <div className="mt-6">
        <DataTable
          caption={t('admin.audit.caption')}
          columns={columns}
          rows={log.data?.items}
          total={log.data?.items.length ?? 0}
          loading={log.isFetching}
          loadingText={t('admin.audit.loading')}
          emptyText={log.isError && !log.data ? t('admin.audit.fetchFailed') : t('admin.audit.empty')}
          rowId={(e) => e.id}
        />
      </div>
    </div>
  );
}
