// Revenue per day for the last 30 days as SVG bars (issue 17 §2), no chart library. The
// picture is one image with a summary for screen readers; the same numbers are a table under
// "Show as table" for anyone. Nothing moves, so reduced motion needs no special case beyond
// the hover transition, which only runs when motion is welcome.
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Revenue } from '@charades/shared/schemas/admin-revenue';
import { formatRevenueDay } from '../lib/revenue-day';
import { ADMIN_TIME_ZONE_LABEL } from '../lib/admin-dates';
import { RevenueTable } from './revenue-table';

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
      <RevenueTable series={series} />
    </section>
  );
}
