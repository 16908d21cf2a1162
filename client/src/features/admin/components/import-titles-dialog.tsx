// Import CSV (issue 11): a file or pasted text; Check runs a dry run and shows the per-row
// report; Import imports. A refused import lists the bad rows (line, title, reasons): the
// file is all or nothing, so nothing was written. The report counts what each row did (issue
// 17: new, updated, unchanged, duplicate skipped), and the limits are stated up front.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TITLE_IMPORT_MAX_BYTES, type TitleImportOutcome, type TitleImportReport } from '@charades/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { reportOf, useImportTitles } from '../api/import-titles';
import { failureText } from '../lib/failure-text';

// A long valid file is summarised: the first rows show it was read as meant.
const OK_ROWS_SHOWN = 20;
const OUTCOME_KEYS = {
  created: 'admin.import.outcomeCreated',
  updated: 'admin.import.outcomeUpdated',
  unchanged: 'admin.import.outcomeUnchanged',
  duplicate: 'admin.import.outcomeDuplicate',
  error: 'admin.import.ok',
} as const satisfies Record<TitleImportOutcome, string>;

export function ImportTitlesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const run = useImportTitles();
  const [text, setText] = useState('');
  const [report, setReport] = useState<TitleImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = (o: boolean) => {
    if (run.isPending) return;
    if (!o) {
      setText('');
      setReport(null);
      setProblem(null);
    }
    onOpenChange(o);
  };

  const readFile = async (file: File | undefined) => {
    setReport(null);
    setProblem(null);
    if (!file) return;
    // Said before sending 2 MB the server would refuse anyway.
    if (file.size > TITLE_IMPORT_MAX_BYTES) {
      setText('');
      setProblem(t('admin.import.tooLarge'));
      return;
    }
    try {
      setText(await file.text());
    } catch {
      setProblem(t('admin.import.readFailed'));
    }
  };

  const submit = async (dryRun: boolean) => {
    setReport(null);
    setProblem(null);
    if (!text.trim()) {
      setProblem(t('admin.import.empty'));
      return;
    }
    try {
      const result = await run.mutateAsync({ csv: text, dryRun });
      setReport(result);
      if (!dryRun) {
        toast(result.imported > 0 ? t('admin.import.imported', { count: result.imported }) : t('admin.import.nothingChanged'));
        close(false);
      }
    } catch (err) {
      const rows = reportOf(err);
      if (rows) setReport(rows);
      else if (err instanceof ApiError && err.code === 'payload_too_large') setProblem(t('admin.import.tooLarge'));
      else setProblem(failureText(t, t('admin.import.importFailed'), err));
      if (!dryRun) toast.error(failureText(t, t('admin.import.importFailed'), err));
    }
  };

  const bad = report?.rows.filter((r) => !r.ok) ?? [];
  const shown = report ? (bad.length > 0 ? bad : report.rows.slice(0, OK_ROWS_SHOWN)) : [];
  const pending = run.isPending;
  const dry = run.variables?.dryRun;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="lg" title={t('admin.import.title')} description={t('admin.import.description')}>
        <div className="space-y-4">
          <p className="text-sm font-semibold text-stone-800">{t('admin.import.limits')}</p>
          <div>
            <Label htmlFor={`${id}-file`}>{t('admin.import.file')}</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void readFile(e.target.files?.[0])}
              className="block w-full min-w-0 text-sm file:me-3 file:rounded-lg file:border-0 file:bg-indigo-100 file:px-3 file:py-2 file:font-semibold file:text-indigo-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
            />
          </div>
          <div>
            <Label htmlFor={`${id}-text`}>{t('admin.import.orPaste')}</Label>
            <textarea
              id={`${id}-text`}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setReport(null);
              }}
              rows={6}
              dir="auto"
              spellCheck={false}
              placeholder="id,title,language,category,posterurl"
              className="w-full rounded-xl border-2 border-stone-300 bg-white p-3 font-mono text-sm focus-visible:border-admin focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
            />
          </div>

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
                  {shown.map((r) => (
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
              {bad.length === 0 && report.rows.length > shown.length && (
                <p className="px-3 py-2 text-sm text-stone-700">{t('admin.import.more', { count: report.rows.length - shown.length })}</p>
              )}
              {bad.length > 0 && <p className="px-3 py-2 text-sm text-stone-700">{t('admin.import.onlyBad')}</p>}
            </div>
          )}

          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="button" variant="outline" disabled={pending} onClick={() => void submit(true)}>
              {pending && dry ? t('admin.import.checking') : t('admin.import.check')}
            </Button>
            <Button type="button" variant="admin-primary" disabled={pending} onClick={() => void submit(false)}>
              {pending && !dry ? t('admin.import.importing') : t('admin.import.import')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
