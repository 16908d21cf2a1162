// docs/product.md#screens Audit log, grown for issue 17 §3: 'Security Audit Log' pages through every staff
// action newest first, filtered by action, admin, target user and Kuwait days (all in the URL),
// exported as CSV with the same filters. the original specification's columns stay: Date & Time, Action, Admin ID
// (first 8 characters then ...), Target User (first 8 or 'N/A'), Details. Refusals from callers
// who are not staff are security events, shown apart as groups per address and 10 minutes, so
// no volume of them can push a staff action off the first page.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, ShieldAlert } from 'lucide-react';
import type { AuditEntry } from '@charades/shared/schemas/admin';
import { AUDIT_ACTIONS, LEGACY_REFUSAL_ACTION } from '@charades/shared/schemas/admin-audit';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useAuditLog } from '../api/get-audit-log';
import { useExportAuditLog } from '../api/export-audit-log';
import { useAccessRefusals } from '../api/list-access-refusals';
import { AuditActionBadge } from '../components/audit-action-badge';
import { AuditDetails } from '../components/audit-details';
import { DataTable } from '../components/data-table';
import { NativeSelect } from '../components/native-select';
import { ADMIN_TIME_ZONE_LABEL, formatAdminDateTime } from '../lib/admin-dates';
import { useFailureToast } from '../lib/use-failure-toast';
import { useListParams } from '../lib/use-list-params';

/** docs/product.md#constants: ids shown as their first 8 characters. */
const shortId = (id: string) => `${id.slice(0, 8)}...`;

const FILTERS = { action: '', admin: '', target: '', from: '', to: '' };
type Filter = keyof typeof FILTERS;
const FILTER_NAMES = Object.keys(FILTERS) as Filter[];

export function AuditLogPage() {
  const { t } = useTranslation();
  const list = useListParams<Filter>({ sort: 'createdAt', order: 'desc', pageSize: 50, filters: FILTERS });
  const applied = Object.fromEntries(FILTER_NAMES.filter((k) => list.filters[k]).map((k) => [k, list.filters[k]]));
  const log = useAuditLog({ ...applied, page: list.page, pageSize: list.pageSize });
  const refusals = useAccessRefusals(10);
  const exporter = useExportAuditLog();
  useFailureToast(log, t('admin.audit.fetchFailed'));

  // The form is typed into local state and applied on submit (one URL change, back to page 1).
  const [draft, setDraft] = useState(list.filters);
  const [seen, setSeen] = useState(list.filters);
  if (FILTER_NAMES.some((k) => seen[k] !== list.filters[k])) {
    setSeen(list.filters);
    setDraft(list.filters);
  }
  // Every filter in one URL change (successive setFilter calls would each start from the same
  // URL and only the last would stick), back to page 1.
  const [, setParams] = useSearchParams();
  const writeFilters = (values: Record<Filter, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const k of FILTER_NAMES) {
          const v = values[k].trim();
          if (v) next.set(k, v);
          else next.delete(k);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const apply = (e: FormEvent) => {
    e.preventDefault();
    writeFilters(draft);
  };
  const clear = () => {
    writeFilters(FILTERS);
    setDraft(FILTERS);
  };
  const filtered = FILTER_NAMES.some((k) => list.filters[k]);

  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
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
              // No admin account: an old refused request from someone signed out, or a change
              // made from the command line.
              <span>{e.action === LEGACY_REFUSAL_ACTION ? t('admin.audit.none') : t('admin.audit.cli')}</span>
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

  const exportCsv = () =>
    exporter.mutate(applied, {
      onSuccess: () => toast(t('admin.audit.exported')),
      onError: () => toast.error(t('admin.audit.exportFailed')),
    });

  const field = (name: 'admin' | 'target' | 'from' | 'to', type: 'search' | 'date', placeholder?: string) => (
    <div className="min-w-0">
      <Label htmlFor={`audit-${name}`}>{t(`admin.audit.filters.${name}`)}</Label>
      <Input
        id={`audit-${name}`}
        name={name}
        type={type}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        {...(placeholder ? { placeholder, maxLength: 200 } : {})}
      />
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold" tabIndex={-1}>
        {t('admin.audit.title')}
      </h1>
      <p className="mt-2 text-stone-700">{t('admin.audit.intro', { zone: ADMIN_TIME_ZONE_LABEL })}</p>

      <form
        onSubmit={apply}
        aria-label={t('admin.audit.filters.label')}
        className="mt-6 grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="min-w-0">
          <Label htmlFor="audit-action">{t('admin.audit.filters.action')}</Label>
          <NativeSelect
            id="audit-action"
            name="action"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          >
            <option value="">{t('admin.audit.filters.allActions')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
            <option value={LEGACY_REFUSAL_ACTION}>{t('admin.audit.filters.legacyRefusals')}</option>
          </NativeSelect>
        </div>
        {field('admin', 'search', t('admin.audit.filters.adminHint'))}
        {field('target', 'search', t('admin.audit.filters.targetHint'))}
        {field('from', 'date')}
        {field('to', 'date')}
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit" variant="admin-primary" size="sm">
            {t('admin.audit.filters.apply')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={clear} disabled={!filtered}>
            {t('admin.audit.filters.clear')}
          </Button>
          <Button type="button" variant="outline" size="sm" className="ms-auto" onClick={exportCsv} disabled={exporter.isPending}>
            <Download aria-hidden />
            {exporter.isPending ? t('admin.audit.exporting') : t('admin.audit.export')}
          </Button>
        </div>
      </form>

      <div className="mt-4">
        <DataTable
          caption={t('admin.audit.caption')}
          columns={columns}
          rows={log.data?.items}
          total={log.data?.total ?? 0}
          loading={log.isFetching}
          loadingText={t('admin.audit.loading')}
          emptyText={filtered ? t('admin.audit.emptyFiltered') : t('admin.audit.empty')}
          errorText={log.isError && !log.data ? t('admin.audit.fetchFailed') : undefined}
          onRetry={() => void log.refetch()}
          list={list}
          rowId={(e) => e.id}
        />
      </div>

      <section aria-labelledby="security-events" className="mt-10 rounded-2xl border border-stone-200 bg-white p-5">
        <div className="flex items-center gap-2">
          <ShieldAlert className="size-6 text-red-700" aria-hidden />
          <h2 id="security-events" className="text-xl font-bold">
            {t('admin.audit.security.title')}
          </h2>
        </div>
        <p className="mt-1 text-sm text-stone-700">{t('admin.audit.security.intro')}</p>
        {refusals.data ? (
          <>
            <p className="mt-3 font-semibold" data-testid="refusals-24h">
              {t('admin.audit.security.last24Hours', { count: refusals.data.last24Hours })}
            </p>
            {refusals.data.items.length === 0 ? (
              <p className="mt-2 text-stone-700">{t('admin.audit.security.empty')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-stone-100" aria-label={t('admin.audit.security.listLabel')}>
                {refusals.data.items.map((g) => (
                  <li key={`${g.ip}-${g.windowStart}`} className="py-2">
                    <p className="break-words font-semibold">
                      {t('admin.audit.security.group', { count: g.count, ip: g.ip, minutes: 10 })}
                    </p>
                    <p className="break-words text-xs text-stone-600">
                      {t('admin.audit.security.groupDetails', {
                        from: formatAdminDateTime(g.firstAt, { seconds: true }),
                        to: formatAdminDateTime(g.lastAt, { seconds: true }),
                        route: g.lastRoute ?? '-',
                        code: g.lastCode ?? '-',
                      })}
                      {g.lastUserEmail ? ` · ${g.lastUserEmail}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {refusals.data.total > refusals.data.items.length && (
              <p className="mt-2 text-xs text-stone-600">
                {t('admin.audit.security.more', { shown: refusals.data.items.length, total: refusals.data.total })}
              </p>
            )}
          </>
        ) : (
          <p className="mt-3 text-stone-700" role="status">
            {refusals.isError ? t('admin.audit.security.failed') : t('admin.audit.loading')}
          </p>
        )}
      </section>
    </div>
  );
}
