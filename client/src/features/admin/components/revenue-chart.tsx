// Revenue per day for the last 30 days as SVG bars (issue 17 §2), no chart library. The
// picture is one image with a summary for screen readers; the same numbers are a table under
// "Show as table" for anyone. Nothing moves, so reduced motion needs no special case beyond
// the hover transition, which only runs when motion is welcome.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Revenue } from '@charades/shared/schemas/admin-revenue';
import { formatRevenueDay } from '../lib/revenue-day';
import { ADMIN_TIME_ZONE_LABEL } from '../lib/admin-dates';

const WIDTH = 300;
const HEIGHT = 100;

export function RevenueChart({ revenue }: { revenue: Revenue }) {
  const { t } = useTranslation();
  const id = useId();
  const series = revenue.series;
  const amounts = series.map((d) => Number(d.revenue));
  const max = Math.max(...amounts, 0);
  const best = series[amounts.indexOf(max)];
  const slot = WIDTH / Math.max(series.length, 1);
  const summary =
    max > 0 && best
      ? t('admin.revenue.chartSummary', {
          days: series.length,
          total: revenue.period.revenue,
          best: best.revenue,
          bestDay: formatRevenueDay(best.date),
        })
      : t('admin.revenue.chartEmpty', { days: series.length });
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('admin.revenue.chartTitle', { days: series.length })}
      </h2>
      <p className="text-sm text-stone-700">{ADMIN_TIME_ZONE_LABEL}</p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-4 h-32 w-full text-admin"
        role="img"
        aria-label={summary}
        data-testid="revenue-chart"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-stone-300" strokeWidth={1} />
        {series.map((d, i) => {
          const h = max > 0 ? (Number(d.revenue) / max) * (HEIGHT - 4) : 0;
          return (
            <rect
              key={d.date}
              x={i * slot + slot * 0.15}
              width={slot * 0.7}
              y={HEIGHT - 1 - h}
              height={h}
              className="fill-current opacity-90 hover:opacity-100 motion-safe:transition-opacity"
            >
              <title>{`${formatRevenueDay(d.date)}: ${d.revenue} KWD`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-stone-600" aria-hidden>
        <span>{series[0] ? formatRevenueDay(series[0].date) : ''}</span>
        <span>{series.at(-1) ? formatRevenueDay(series.at(-1)?.date ?? '') : ''}</span>
      </div>
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
    </section>
  );
}
