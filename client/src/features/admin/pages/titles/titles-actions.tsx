// The titles page's buttons beside its heading: Import CSV, Export CSV (the filtered list,
// every page of it) and Add Title.
import { useTranslation } from 'react-i18next';
import { Download, Upload } from 'lucide-react';
import type { TitleListQuery } from '@charades/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { AddButton } from '../../components/add-button';
import { useExportTitles } from '../../api/export-titles';
import { failureText } from '../../lib/failure-text';
import { useTitleDialogs } from './titles-dialogs';

export function TitlesActions({ query }: { query: TitleListQuery }) {
  const { t } = useTranslation();
  const { show } = useTitleDialogs();
  const exporter = useExportTitles();
  const exportCsv = async () => {
    try {
      await exporter.mutateAsync(query);
    } catch (err) {
      toast.error(failureText(t, t('admin.titles.exportFailed'), err));
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => show('import')}>
        <Upload aria-hidden />
        {t('admin.titles.import')}
      </Button>
      <Button variant="outline" disabled={exporter.isPending} onClick={() => void exportCsv()}>
        <Download aria-hidden />
        {exporter.isPending ? t('admin.titles.exporting') : t('admin.titles.export')}
      </Button>
      <AddButton label={t('admin.titles.add')} onClick={() => show('add')} />
    </div>
  );
}
