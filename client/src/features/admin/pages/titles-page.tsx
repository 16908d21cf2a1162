// docs/product.md#screens Titles management: search, language and category filters, the table
// (Title, Category, Language, Actions) paged on the server, Add/Edit dialog, delete
// confirmation, CSV import and export of the filtered list. Filters, sorting and page live in
// the URL. Rows can be selected for a bulk delete or move (issue 17 §5), with one confirmation
// and an undo banner afterwards.
import { useTranslation } from '@/lib/use-translation';
import type { TitleBulkBody } from '@charades/shared/schemas/admin-bulk';
import { isLanguage } from '@charades/shared/languages';
import { AdminPage } from '../components/admin-page';
import { BulkListTable } from '../components/bulk-list-table';
import { useStaffMay } from '../lib/use-staff-may';
import { useBulkTitles } from '../api/bulk-titles';
import { useAllCategories } from '../api/list-categories';
import { useTitleList } from '../api/list-titles';
import { useBulkSelection } from '../lib/use-bulk-selection';
import { useListParams } from '../lib/use-list-params';
import { TitlesActions } from './titles/titles-actions';
import type { TitleBulk } from './titles/titles-bulk-dialog';
import { useTitleColumns } from './titles/titles-columns';
import { TitleDialogs, TitleDialogsProvider } from './titles/titles-dialogs';
import { TitlesFilters } from './titles/titles-filters';
import { useSeenLanguages } from './titles/use-seen-languages';

export function TitlesPage() {
  return (
    <TitleDialogsProvider>
      <Titles />
    </TitleDialogsProvider>
  );
}

function Titles() {
  const { t } = useTranslation();
  const list = useListParams<'language' | 'categoryId'>({
    sort: 'createdAt',
    order: 'desc',
    filters: { language: 'all', categoryId: 'all' },
  });
  const titles = useTitleList(list.query);
  const languages = useSeenLanguages(titles.data?.items);
  const categories = useAllCategories().data?.items ?? [];
  const bulk: TitleBulk = useBulkSelection<TitleBulkBody['action'], TitleBulkBody>('title', useBulkTitles());
  const may = useStaffMay();
  const columns = useTitleColumns();
  const { language, categoryId } = list.filters;
  const formDefaults = {
    language: isLanguage(language) ? language : undefined,
    categoryId: categoryId !== 'all' && categoryId !== 'none' ? categoryId : undefined,
  } as const;
  return (
    <AdminPage title={t('admin.titles.heading')} actions={<TitlesActions query={list.query} />}>
      <TitlesFilters list={list} categories={categories} />
      <BulkListTable
        enabled={may('admin.titles.bulk')}
        caption={t('admin.titles.caption')}
        columns={columns}
        query={titles}
        loadingText={t('admin.titles.loading')}
        emptyText={t('admin.titles.empty')}
        failedText={t('admin.titles.loadFailed')}
        list={list}
        bulk={bulk}
        actions={['move', 'delete']}
      />
      <TitleDialogs bulk={bulk} categories={categories} languages={languages} defaults={formDefaults} />
    </AdminPage>
  );
}
