// The Import CSV dialog's state: the text (read from a file or pasted), the last report, and a
// problem to show. Check is a dry run; Import imports, toasts, and closes the dialog. A refused
// import's report (the bad rows) is shown like a dry run's. Closing forgets it all.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TITLE_IMPORT_MAX_BYTES, type TitleImportReport } from '@charades/shared/schemas/admin';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { reportOf, useImportTitles } from '../api/import-titles';
import { failureText } from '../lib/failure-text';

export function useTitleImport(onOpenChange: (open: boolean) => void) {
  const { t } = useTranslation();
  const run = useImportTitles();
  const [text, setText] = useState('');
  const [report, setReport] = useState<TitleImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const forget = () => {
    setReport(null);
    setProblem(null);
  };

  const close = (o: boolean) => {
    if (run.isPending) return;
    if (!o) {
      setText('');
      forget();
    }
    onOpenChange(o);
  };

  const readFile = async (file: File | undefined) => {
    forget();
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
    forget();
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

  const typed = (value: string) => {
    setText(value);
    setReport(null);
  };

  return { text, typed, report, problem, readFile, submit, close, pending: run.isPending, dry: run.variables?.dryRun };
}
