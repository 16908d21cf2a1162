// "Export CSV" beside a list's heading: the list as its filters find it, every page, downloaded
// (titles, payments, users). A failure says so in a toast, with the server's reason. A staff
// role that may not export this list (issue 32 §4: exports are finance's and admins') gets no button.
import { useTranslation } from '@/lib/use-translation';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { AdminRouteName } from '@charades/shared/staff/staff-access';
import { failureText } from '../lib/failure-text';
import { useStaffMay } from '../lib/use-staff-may';

export function ExportCsvButton({
  route,
  exporter,
  failedText,
}: {
  /** The export's route, which says who may call it. */
  route: AdminRouteName;
  exporter: { mutateAsync: () => Promise<void>; isPending: boolean };
  failedText: string;
}) {
  const { t } = useTranslation();
  const may = useStaffMay();
  const run = async () => {
    try {
      await exporter.mutateAsync();
    } catch (err) {
      toast.error(failureText(t, failedText, err));
    }
  };
  if (!may(route)) return null;
  return (
    <Button variant="outline" disabled={exporter.isPending} onClick={() => void run()}>
      <Download aria-hidden />
      {exporter.isPending ? t('admin.titles.exporting') : t('admin.titles.export')}
    </Button>
  );
}
