// Import CSV (issue 11): a file or pasted text; Check runs a dry run and shows the per-row
// report; Import imports. A refused import lists the bad rows (line, title, reasons): the
// file is all or nothing, so nothing was written. The report counts what each row did (issue
// 17: new, updated, unchanged, duplicate skipped), and the limits are stated up front.
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { ImportReport } from './import-report';
import { useTitleImport } from './use-title-import';

export function ImportTitlesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { text, typed, report, problem, readFile, submit, close, pending, dry } = useTitleImport(onOpenChange);
  // Issue 32 §5: a check that found bad rows holds Import off until the text changes (a new
  // file or an edit clears the report) and is checked again.
  const blocked = report?.rows.some((r) => !r.ok) ?? false;
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
              onChange={(e) => typed(e.target.value)}
              rows={6}
              dir="auto"
              spellCheck={false}
              placeholder="id,title,language,category,posterurl"
              className="w-full rounded-xl border-2 border-stone-300 bg-white p-3 font-mono text-sm focus-visible:border-admin focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
            />
          </div>

          <ImportReport report={report} problem={problem} />

          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="button" variant="outline" disabled={pending} onClick={() => void submit(true)}>
              {pending && dry ? t('admin.import.checking') : t('admin.import.check')}
            </Button>
            <Button
              type="button"
              variant="admin-primary"
              disabled={pending || blocked}
              aria-describedby={blocked ? `${id}-blocked` : undefined}
              onClick={() => void submit(false)}
            >
              {pending && !dry ? t('admin.import.importing') : t('admin.import.import')}
            </Button>
          </div>
          {blocked && (
            <p id={`${id}-blocked`} className="text-end text-sm text-stone-700">
              {t('admin.import.fixFirst')}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
