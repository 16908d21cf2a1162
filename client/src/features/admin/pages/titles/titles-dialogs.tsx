// The titles page's dialogs: Add and Edit (one form, a new title starting from the page's
// language and category filters), CSV import, the delete confirmation and the bulk one.
import { useTranslation } from '@/lib/use-translation';
import type { AdminCategory, AdminTitle } from '@charades/shared/schemas/admin';
import type { Language } from '@charades/shared/languages';
import { DeleteRowDialog } from '../../components/delete-row-dialog';
import { ImportTitlesDialog } from '../../components/import-titles-dialog';
import { TitleDialog } from '../../components/title-dialog';
import { useDeleteTitle } from '../../api/delete-title';
import { failureText } from '../../lib/failure-text';
import { createPageDialogs } from '../../lib/page-dialogs';
import { TitlesBulkDialog, type TitleBulk } from './titles-bulk-dialog';
import type { SeenLanguages } from './use-seen-languages';

export const { PageDialogsProvider: TitleDialogsProvider, usePageDialogs: useTitleDialogs } = createPageDialogs<
  'add' | 'edit' | 'delete' | 'import',
  AdminTitle
>('titles');

export function TitleDialogs({
  bulk,
  categories,
  languages,
  defaults,
}: {
  bulk: TitleBulk;
  categories: AdminCategory[];
  /** The languages of the titles shown so far: the bulk move's categories are the selection's. */
  languages: SeenLanguages;
  defaults: { language?: Language; categoryId?: string };
}) {
  const { t } = useTranslation();
  const { open, row, close } = useTitleDialogs();
  const remove = useDeleteTitle();
  const closed = (o: boolean) => !o && close();
  return (
    <>
      <TitleDialog open={open === 'add' || open === 'edit'} onOpenChange={closed} title={row} categories={categories} defaults={defaults} />
      <ImportTitlesDialog open={open === 'import'} onOpenChange={closed} />
      <DeleteRowDialog
        open={open === 'delete'}
        row={row}
        onClose={close}
        remove={remove}
        description={t('admin.titles.deleteDescription')}
        deletedText={() => t('admin.titles.deleted')}
        failedText={(err) => failureText(t, t('admin.titles.deleteFailed'), err)}
      />
      <TitlesBulkDialog bulk={bulk} categories={categories} languages={languages} />
    </>
  );
}
