// The audit log's columns (docs/product.md#screens): Date & Time, Action, Admin ID (first 8
// characters then ...), Target User (first 8 or 'N/A'), Details. Always newest first.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@charades/shared/schemas/admin';
import { LEGACY_REFUSAL_ACTION } from '@charades/shared/schemas/admin-audit';
import { AuditActionBadge } from '../../components/audit-action-badge';
import { AuditDetails } from '../../components/audit-details';
import { formatAdminDateTime } from '../../lib/admin-dates';

/** docs/product.md#constants: ids shown as their first 8 characters. */
const shortId = (id: string) => `${id.slice(0, 8)}...`;

export function useAuditColumns(): ColumnDef<AuditEntry, unknown>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'createdAt',
        header: t('admin.audit.columns.when'),
        cell: ({ row: { original: e } }) => (
          <time dateTime={e.createdAt} className="whitespace-nowrap tabular-nums">
            {formatAdminDateTime(e.createdAt, { seconds: true })}
          </time>
        ),
      },
      { id: 'action', header: t('admin.audit.columns.action'), cell: ({ row: { original: e } }) => <AuditActionBadge action={e.action} /> },
      { id: 'admin', header: t('admin.audit.columns.admin'), cell: ({ row }) => <AuditAdmin entry={row.original} /> },
      { id: 'target', header: t('admin.audit.columns.target'), cell: ({ row }) => <AuditTarget entry={row.original} /> },
      { id: 'details', header: t('admin.audit.columns.details'), cell: ({ row: { original: e } }) => <AuditDetails details={e.details} /> },
    ],
    [t],
  );
}

function AuditAdmin({ entry: e }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <div className="max-w-[14rem]">
      {e.adminId ? (
        <span className="font-mono" title={e.adminId}>
          {shortId(e.adminId)}
        </span>
      ) : (
        // No admin account: an old refused request from someone signed out, or a change
        // made from the command line.
        <span>{e.action === LEGACY_REFUSAL_ACTION ? t('admin.audit.none') : t('admin.audit.cli')}</span>
      )}
      {e.adminEmail && <p className="break-all text-xs text-stone-600">{e.adminEmail}</p>}
    </div>
  );
}

function AuditTarget({ entry: e }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
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
  );
}
