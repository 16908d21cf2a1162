// What an import check found: a summary (announced as it changes) and the rows: the bad ones
// with their reasons when there are any, else the first rows of a long valid file, to show it
// was read as meant.
import { useTranslation } from '@/lib/use-translation';
import type { TitleImportOutcome, TitleImportReport } from '@charades/shared/schemas/admin';
import { errorMessageKey } from '@/lib/error-message-key';

const OK_ROWS_SHOWN = 20;
const OUTCOME_KEYS = {
  created: 'admin.import.outcomeCreated',
  updated: 'admin.import.outcomeUpdated',
  unchanged: 'admin.import.outcomeUnchanged',
  duplicate: 'admin.import.outcomeDuplicate',
  error: 'admin.import.ok',
} as const satisfies Record<TitleImportOutcome, string>;

export function ImportReport({ report, problem }: { report: TitleImportReport | null; problem: string | null }) {
  const { t } = useTranslation();
  const bad = report?.rows.filter((r) => !r.ok) ?? [];
  const shown = report ? (bad.length > 0 ? bad : report.rows.slice(0, OK_ROWS_SHOWN)) : [];
  return (
    <>
      <div role="status" aria-live="polite">
        {problem && <p className="font-semibold text-red-700">{problem}</p>}
        {report && (
          <p className={bad.length ? 'font-semibold text-red-700' : 'font-semibold text-green-800'}>
            {bad.length
              ? t('admin.import.summaryBad', { bad: bad.length, count: report.rows.length })
              : t('admin.import.summaryOk', { count: report.rows.length })}
          </p>
        )}
        {report && <p className="text-sm text-stone-800">{t('admin.import.totals', report.totals)}</p>}
      </div>

      {report && shown.length > 0 && (
        // Focusable, so a keyboard can scroll a long report.
        <div
          className="max-h-64 overflow-auto rounded-xl border border-stone-200 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
          tabIndex={0}
          role="region"
          aria-label={t('admin.import.caption')}
        >
          <ReportRows rows={shown} />
          {bad.length === 0 && report.rows.length > shown.length && (
            <p className="px-3 py-2 text-sm text-stone-700">{t('admin.import.more', { count: report.rows.length - shown.length })}</p>
          )}
          {bad.length > 0 && <p className="px-3 py-2 text-sm text-stone-700">{t('admin.import.onlyBad')}</p>}
        </div>
      )}
    </>
  );
}

function ReportRows({ rows }: { rows: TitleImportReport['rows'] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">{t('admin.import.caption')}</caption>
      <thead className="sticky top-0 bg-stone-100">
        <tr>
          <th scope="col" className="px-3 py-2 text-start">
            {t('admin.import.colLine')}
          </th>
          <th scope="col" className="px-3 py-2 text-start">
            {t('admin.import.colTitle')}
          </th>
          <th scope="col" className="px-3 py-2 text-start">
            {t('admin.import.colResult')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.line} className="border-t border-stone-100 align-top">
            <td className="px-3 py-2 tabular-nums">{r.line}</td>
            <td className="px-3 py-2 wrap-anywhere" dir="auto">
              {r.title}
            </td>
            <td className="min-w-40 px-3 py-2">
              {r.ok ? (
                <span className="font-semibold text-green-800">{t(OUTCOME_KEYS[r.outcome])}</span>
              ) : (
                <ul className="list-disc ps-4 text-red-800">
                  {r.errors.map((code) => (
                    <li key={code}>{t(errorMessageKey(code))}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
