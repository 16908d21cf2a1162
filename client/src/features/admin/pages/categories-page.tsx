// docs/product.md#screens Categories management: search by title, language filter, the table
// (Title, Internal ID, Language, Status, Actions), Add/Edit dialog and delete confirmation.
// Search, filter, sorting and page live in the URL. Rows can be selected for a bulk delete,
// activate or deactivate (issue 17 §5), with one confirmation and an undo banner afterwards; a
// delete says how many titles it leaves without a category.
import { useTranslation } from '@/lib/use-translation';
import type { CategoryBulkBody } from '@charades/shared/schemas/admin-bulk';
import { AddButton } from '../components/add-button';
import { AdminPage } from '../components/admin-page';
import { BulkListTable } from '../components/bulk-list-table';
import { useStaffMay } from '../lib/use-staff-may';
import { LanguageFilter } from '../components/language-filter';
import { SearchBox } from '../components/search-box';
import { useBulkCategories } from '../api/bulk-categories';
import { useCategoryList } from '../api/list-categories';
import { useBulkSelection } from '../lib/use-bulk-selection';
import { useListParams } from '../lib/use-list-params';
import { useCategoryColumns } from './categories/categories-columns';
import { CategoryDialogs, CategoryDialogsProvider, useCategoryDialogs, type CategoryBulk } from './categories/categories-dialogs';

export function CategoriesPage() {
  return (
    <CategoryDialogsProvider>
      <Categories />
    </CategoryDialogsProvider>
  );
}

function Categories() {
  const { t } = useTranslation();
  const list = useListParams<'language'>({ sort: 'language', order: 'asc', filters: { language: 'all' } });
  const categories = useCategoryList(list.query);
  const bulk: CategoryBulk = useBulkSelection<CategoryBulkBody['action'], CategoryBulkBody>('category', useBulkCategories());
  const may = useStaffMay();
  const columns = useCategoryColumns();
  const { show } = useCategoryDialogs();
  return (
    <AdminPage
      title={t('admin.categories.heading')}
      actions={<AddButton route="admin.categories.create" label={t('admin.categories.add')} onClick={() => show('add')} />}
    >
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <SearchBox label={t('admin.categories.search')} value={list.searchInput} onChange={(v) => list.setSearchInput(v)} />
        <LanguageFilter
          label={t('admin.categories.languageFilter')}
          allLabel={t('admin.categories.allLanguages')}
          value={list.filters.language}
          onChange={(v) => list.setFilter('language', v)}
        />
      </div>
      <BulkListTable
        enabled={may('admin.categories.bulk')}
        caption={t('admin.categories.caption')}
        columns={columns}
        query={categories}
        loadingText={t('admin.categories.loading')}
        emptyText={t('admin.categories.empty')}
        failedText={t('admin.categories.loadFailed')}
        list={list}
        bulk={bulk}
        actions={['activate', 'deactivate', 'delete']}
      />
      <CategoryDialogs bulk={bulk} rows={categories.data?.items ?? []} />
    </AdminPage>
  );
}
