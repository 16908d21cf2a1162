// "Export CSV" beside a list's heading: the list as its filters find it, every page, downloaded
// (titles, payments, users). A failure says so in a toast, with the server's reason.
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { failureText } from '../lib/failure-text';

export function ExportCsvButton({
  exporter,
  failedText,
}: {
  exporter: { mutateAsync: () => Promise<void>; isPending: boolean };
  failedText: string;
}) {
  const { t } = useTranslation();
  const run = async () => {
    try {
      await exporter.mutateAsync();
    } catch (err) {
      toast.error(failureText(t, failedText, err));
    }
  };
  return (
    <Button variant="outline" disabled={exporter.isPending} onClick={() => void run()}>
      <Download aria-hidden />
      {exporter.isPending ? t('admin.titles.exporting') : t('admin.titles.export')}
    </Button>
  );
}
