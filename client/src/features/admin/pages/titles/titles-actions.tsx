// The titles page's buttons beside its heading: Import CSV, Export CSV (the filtered list,
// every page of it) and Add Title: an admin's (issue 32 §4), so other staff roles see none.
import { useTranslation } from '@/lib/use-translation';
import { Upload } from 'lucide-react';
import type { TitleListQuery } from '@charades/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { AddButton } from '../../components/add-button';
import { useExportTitles } from '../../api/export-titles';
import { ExportCsvButton } from '../../components/export-csv-button';
import { useStaffMay } from '../../lib/use-staff-may';
import { useTitleDialogs } from './titles-dialogs';

export function TitlesActions({ query }: { query: TitleListQuery }) {
  const { t } = useTranslation();
  const { show } = useTitleDialogs();
  const exporter = useExportTitles();
  if (!useStaffMay()('admin.titles.create')) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => show('import')}>
        <Upload aria-hidden />
        {t('admin.titles.import')}
      </Button>
      <ExportCsvButton
        route="admin.titles.export"
        exporter={{ mutateAsync: () => exporter.mutateAsync(query), isPending: exporter.isPending }}
        failedText={t('admin.titles.exportFailed')}
      />
      <AddButton route="admin.titles.create" label={t('admin.titles.add')} onClick={() => show('add')} />
    </div>
  );
}
