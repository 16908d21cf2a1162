// The revenue chart's numbers as a table, newest day first, under "Show as table": the same
// data for anyone the picture does not serve.
import { useTranslation } from '@/lib/use-translation';
import type { Revenue } from '@charades/shared/schemas/admin-revenue';
import { formatRevenueDay } from '../lib/revenue-day';

export function RevenueTable({ series }: { series: Revenue['series'] }) {
  const { t } = useTranslation();
  return (
    <details className="mt-3">
      <summary className="cursor-pointer rounded text-sm font-semibold text-admin focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300">
        {t('admin.revenue.showTable')}
      </summary>
      {/* A scrolled region is reachable by keyboard (Tab, then the arrow keys). */}
      <div
        className="mt-2 max-h-80 overflow-auto rounded focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
        tabIndex={0}
        role="region"
        aria-label={t('admin.revenue.tableCaption')}
      >
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('admin.revenue.tableCaption')}</caption>
          <thead className="bg-stone-100">
            <tr>
              <th scope="col" className="px-2 py-1 text-start">
                {t('admin.revenue.columns.date')}
              </th>
              <th scope="col" className="px-2 py-1 text-end">
                {t('admin.revenue.columns.revenue')}
              </th>
              <th scope="col" className="px-2 py-1 text-end">
                {t('admin.revenue.columns.purchases')}
              </th>
              <th scope="col" className="px-2 py-1 text-end">
                {t('admin.revenue.columns.refunds')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...series].reverse().map((d) => (
              <tr key={d.date} className="border-b border-stone-100">
                <th scope="row" className="whitespace-nowrap px-2 py-1 text-start font-normal">
                  {formatRevenueDay(d.date)}
                </th>
                <td className="px-2 py-1 text-end tabular-nums">{d.revenue}</td>
                <td className="px-2 py-1 text-end tabular-nums">{d.purchases}</td>
                <td className="px-2 py-1 text-end tabular-nums">{d.refunds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
