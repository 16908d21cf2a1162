// docs/product.md#screens Audit log, grown for issue 17 §3: 'Security Audit Log' pages through
// every staff action newest first, filtered by action, admin, target user and Kuwait days (all
// in the URL), exported as CSV with the same filters. The original specification's columns
// stay: Date & Time, Action, Admin ID, Target User, Details. Refusals from callers who are not
// staff are security events, shown apart (SecurityEvents).
import { useTranslation } from '@/lib/use-translation';
import { AdminPage } from '../components/admin-page';
import { QueryTable } from '../components/query-table';
import { useAuditLog } from '../api/get-audit-log';
import { ADMIN_TIME_ZONE_LABEL } from '../lib/admin-dates';
import { useFailureToast } from '../lib/use-failure-toast';
import { useListParams } from '../lib/use-list-params';
import { useAuditColumns } from './audit/audit-columns';
import { AUDIT_FILTERS, AuditFilters, anyFilter, appliedFilters, type AuditFilter } from './audit/audit-filters';
import { SecurityEvents } from './audit/security-events';

export function AuditLogPage() {
  const { t } = useTranslation();
  const list = useListParams<AuditFilter>({ sort: 'createdAt', order: 'desc', pageSize: 50, filters: AUDIT_FILTERS });
  const log = useAuditLog({ ...appliedFilters(list.filters), page: list.page, pageSize: list.pageSize });
  useFailureToast(log, t('admin.audit.fetchFailed'));
  const columns = useAuditColumns();
  return (
    <AdminPage title={t('admin.audit.title')}>
      <p className="mt-2 text-stone-700">{t('admin.audit.intro', { zone: ADMIN_TIME_ZONE_LABEL })}</p>
      <AuditFilters list={list} />
      <div className="mt-4">
        <QueryTable
          caption={t('admin.audit.caption')}
          columns={columns}
          query={log}
          loadingText={t('admin.audit.loading')}
          emptyText={anyFilter(list.filters) ? t('admin.audit.emptyFiltered') : t('admin.audit.empty')}
          failedText={t('admin.audit.fetchFailed')}
          list={list}
        />
      </div>
      <SecurityEvents />
    </AdminPage>
  );
}
