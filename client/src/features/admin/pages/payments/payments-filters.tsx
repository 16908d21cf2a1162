// The payments list's search (e-mail or any id) and filters: status, gateway, test or real,
// a declined card attempt, and Kuwait calendar days from and to.
import { useTranslation } from '@/lib/use-translation';
import { PAYMENT_VIEW_STATUSES } from '@charades/shared/schemas/admin-payments';
import { Input } from '@/components/ui/input';
import { FilterSelect } from '../../components/filter-select';
import { SearchBox } from '../../components/search-box';
import { DatePresets } from '../../components/date-presets';
import type { ListParams } from '../../lib/use-list-params';

export const GATEWAYS = ['all', 'myfatoorah', 'sandbox', 'coupon'] as const;
const MODES = ['all', 'real', 'test'] as const;
/** Card attempts (issue 32 §1): all payments, those with a declined attempt, or none. */
const DECLINED = ['all', 'true', 'false'] as const;

export type PaymentFilter = 'status' | 'gateway' | 'mode' | 'declined' | 'coupon' | 'from' | 'to';

export function PaymentsFilters({ list }: { list: ListParams<PaymentFilter> }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col gap-3">
      <SearchBox label={t('admin.payments.search')} value={list.searchInput} onChange={(v) => list.setSearchInput(v)} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <FilterSelect label={t('admin.payments.filters.status')} value={list.filters.status} onChange={(v) => list.setFilter('status', v)}>
          {(['all', ...PAYMENT_VIEW_STATUSES] as const).map((s) => (
            <option key={s} value={s}>
              {t(`admin.payments.statuses.${s}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('admin.payments.filters.gateway')}
          value={list.filters.gateway}
          onChange={(v) => list.setFilter('gateway', v)}
        >
          {GATEWAYS.map((g) => (
            <option key={g} value={g}>
              {t(`admin.payments.gateways.${g}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('admin.payments.filters.mode')} value={list.filters.mode} onChange={(v) => list.setFilter('mode', v)}>
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`admin.payments.modes.${m}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('admin.payments.filters.declined')}
          value={list.filters.declined}
          onChange={(v) => list.setFilter('declined', v)}
        >
          {DECLINED.map((d) => (
            <option key={d} value={d}>
              {t(`admin.payments.declined.${d}`)}
            </option>
          ))}
        </FilterSelect>
        <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
          {t('admin.payments.filters.coupon')}
          <Input
            className="w-36"
            dir="ltr"
            autoComplete="off"
            value={list.filters.coupon}
            onChange={(e) => list.setFilter('coupon', e.target.value)}
          />
        </label>
        <DayFilter label={t('admin.payments.filters.from')} value={list.filters.from} onChange={(v) => list.setFilter('from', v)} />
        <DayFilter label={t('admin.payments.filters.to')} value={list.filters.to} onChange={(v) => list.setFilter('to', v)} />
        <DatePresets onPick={({ from, to }) => list.setFilters({ from, to })} />
      </div>
    </div>
  );
}

function DayFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
      {label}
      <Input type="date" className="w-auto" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
