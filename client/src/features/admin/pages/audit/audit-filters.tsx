// The audit log's filters: action, admin, target user and Kuwait days, typed into the form and
// applied on submit (one URL change, back to page 1); and the CSV export of what they select.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Download } from 'lucide-react';
import { AUDIT_ACTIONS, LEGACY_REFUSAL_ACTION } from '@charades/shared/schemas/admin-audit';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { NativeSelect } from '../../components/native-select';
import { DatePresets } from '../../components/date-presets';
import { useExportAuditLog } from '../../api/export-audit-log';
import { useStaffMay } from '../../lib/use-staff-may';
import type { ListParams } from '../../lib/use-list-params';

export const AUDIT_FILTERS = { action: '', admin: '', target: '', from: '', to: '' };
export type AuditFilter = keyof typeof AUDIT_FILTERS;
const NAMES = Object.keys(AUDIT_FILTERS) as AuditFilter[];

/** The filters set, for the list and export calls. */
export const appliedFilters = (filters: Record<AuditFilter, string>) =>
  Object.fromEntries(NAMES.filter((k) => filters[k]).map((k) => [k, filters[k]]));

export const anyFilter = (filters: Record<AuditFilter, string>) => NAMES.some((k) => filters[k]);

export function AuditFilters({ list }: { list: ListParams<AuditFilter> }) {
  const { t } = useTranslation();
  const exporter = useExportAuditLog();
  const mayExport = useStaffMay()('admin.auditLog.export');
  const [draft, setDraft] = useState(list.filters);
  // The URL changed under the form (back button, a link): the form follows.
  const [seen, setSeen] = useState(list.filters);
  if (NAMES.some((k) => seen[k] !== list.filters[k])) {
    setSeen(list.filters);
    setDraft(list.filters);
  }
  const apply = (e: FormEvent) => {
    e.preventDefault();
    list.setFilters(Object.fromEntries(NAMES.map((k) => [k, draft[k].trim()])));
  };
  const clear = () => {
    list.setFilters(AUDIT_FILTERS);
    setDraft(AUDIT_FILTERS);
  };
  const exportCsv = () =>
    exporter.mutate(appliedFilters(list.filters), {
      onSuccess: () => toast(t('admin.audit.exported')),
      onError: () => toast.error(t('admin.audit.exportFailed')),
    });
  const field = (name: Exclude<AuditFilter, 'action'>, type: 'search' | 'date', placeholder?: string) => (
    <FilterField
      name={name}
      type={type}
      placeholder={placeholder}
      value={draft[name]}
      onChange={(v) => setDraft({ ...draft, [name]: v })}
    />
  );

  return (
    <form
      onSubmit={apply}
      aria-label={t('admin.audit.filters.label')}
      className="mt-6 grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <ActionFilter value={draft.action} onChange={(action) => setDraft({ ...draft, action })} />
      {field('admin', 'search', t('admin.audit.filters.adminHint'))}
      {field('target', 'search', t('admin.audit.filters.targetHint'))}
      {field('from', 'date')}
      {field('to', 'date')}
      <div className="sm:col-span-2 lg:col-span-5">
        <DatePresets onPick={({ from, to }) => setDraft({ ...draft, from, to })} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit" variant="admin-primary" size="sm">
          {t('admin.audit.filters.apply')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={clear} disabled={!anyFilter(list.filters)}>
          {t('admin.audit.filters.clear')}
        </Button>
        {mayExport && (
          <Button type="button" variant="outline" size="sm" className="ms-auto" onClick={exportCsv} disabled={exporter.isPending}>
            <Download aria-hidden />
            {exporter.isPending ? t('admin.audit.exporting') : t('admin.audit.export')}
          </Button>
        )}
      </div>
    </form>
  );
}

function ActionFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <Label htmlFor="audit-action">{t('admin.audit.filters.action')}</Label>
      <NativeSelect id="audit-action" name="action" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('admin.audit.filters.allActions')}</option>
        {AUDIT_ACTIONS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
        <option value={LEGACY_REFUSAL_ACTION}>{t('admin.audit.filters.legacyRefusals')}</option>
      </NativeSelect>
    </div>
  );
}

function FilterField({
  name,
  type,
  placeholder,
  value,
  onChange,
}: {
  name: Exclude<AuditFilter, 'action'>;
  type: 'search' | 'date';
  placeholder?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <Label htmlFor={`audit-${name}`}>{t(`admin.audit.filters.${name}`)}</Label>
      <Input
        id={`audit-${name}`}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...(placeholder ? { placeholder, maxLength: 200 } : {})}
      />
    </div>
  );
}
