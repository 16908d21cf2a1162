// docs/product.md#screens Titles management: search, language and category filters, the table (Title,
// Category, Language, Actions) paged on the server, Add/Edit dialog, delete confirmation,
// CSV import and export of the filtered list. Filters, sorting and page live in the URL.
// Rows can be selected for a bulk delete or move (issue 17 §5), with one confirmation and an
// undo banner afterwards.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, Plus, Upload } from 'lucide-react';
import type { AdminTitle } from '@charades/shared/schemas/admin';
import type { BulkAction } from '@charades/shared/schemas/admin-bulk';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { DataTable } from '../components/data-table';
import { SearchBox } from '../components/search-box';
import { FilterSelect } from '../components/filter-select';
import { RowActions } from '../components/row-actions';
import { TitleDialog } from '../components/title-dialog';
import { ImportTitlesDialog } from '../components/import-titles-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { BulkBar } from '../components/bulk-bar';
import { UndoBanner } from '../components/undo-banner';
import { FormField } from '../components/form-field';
import { NativeSelect } from '../components/native-select';
import { useBulkTitles } from '../api/bulk-titles';
import { useTitleList } from '../api/list-titles';
import { useAllCategories } from '../api/list-categories';
import { useDeleteTitle } from '../api/delete-title';
import { useExportTitles } from '../api/export-titles';
import { useListParams } from '../lib/use-list-params';
import { failureText } from '../lib/failure-text';

export function TitlesPage() {
  const { t } = useTranslation();
  const list = useListParams<'language' | 'categoryId'>({
    sort: 'createdAt',
    order: 'desc',
    filters: { language: 'all', categoryId: 'all' },
  });
  const titles = useTitleList(list.query);
  const categories = useAllCategories();
  const remove = useDeleteTitle();
  const exporter = useExportTitles();
  const [editing, setEditing] = useState<AdminTitle | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminTitle | null>(null);
  const bulk = useBulkTitles();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkAsk, setBulkAsk] = useState<'delete' | 'move' | null>(null);
  const [moveTo, setMoveTo] = useState('');
  const [lastBulk, setLastBulk] = useState<BulkAction | null>(null);
  const allCategories = categories.data?.items ?? [];
  // The category filter follows the language filter, as the form's list does.
  const filterCategories = allCategories.filter((c) => list.filters.language === 'all' || c.language === list.filters.language);

  const columns = useMemo<ColumnDef<AdminTitle, unknown>[]>(
    () => [
      {
        id: 'title',
        accessorFn: (x) => x.title,
        header: t('admin.titles.colTitle'),
        cell: ({ row }) => (
          <span className="block min-w-40 max-w-md font-semibold wrap-anywhere" dir="auto">
            {row.original.title}
          </span>
        ),
      },
      {
        id: 'category',
        accessorFn: (x) => x.category?.title ?? '',
        header: t('admin.titles.colCategory'),
        cell: ({ row }) =>
          row.original.category ? (
            <span className="block min-w-32 max-w-xs wrap-anywhere" dir="auto">
              {row.original.category.title}
            </span>
          ) : (
            <span className="text-stone-600 italic">{t('admin.titles.noCategory')}</span>
          ),
      },
      {
        id: 'language',
        accessorFn: (x) => x.language,
        header: t('admin.titles.colLanguage'),
        cell: ({ row }) => (
          <Badge tone={row.original.language === 'ar' ? 'warning' : 'success'}>
            {t(row.original.language === 'ar' ? 'admin.common.arabic' : 'admin.common.english')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('admin.common.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <RowActions
            editLabel={t('admin.titles.editRow', { title: row.original.title })}
            deleteLabel={t('admin.titles.deleteRow', { title: row.original.title })}
            onEdit={() => {
              setEditing(row.original);
              setFormOpen(true);
            }}
            onDelete={() => setDeleting(row.original)}
          />
        ),
      },
    ],
    [t],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast(t('admin.titles.deleted'));
      setDeleting(null);
    } catch (err) {
      toast.error(failureText(t, t('admin.titles.deleteFailed'), err));
    }
  };

  const runBulk = async () => {
    if (!bulkAsk) return;
    try {
      const ids = [...selected];
      const done = await bulk.mutateAsync(bulkAsk === 'move' ? { action: 'move', ids, categoryId: moveTo } : { action: 'delete', ids });
      setLastBulk(done);
      setSelected(new Set());
      setBulkAsk(null);
    } catch (err) {
      toast.error(failureText(t, t('admin.bulk.failed'), err));
    }
  };

  const exportCsv = async () => {
    try {
      await exporter.mutateAsync(list.query);
    } catch (err) {
      toast.error(failureText(t, t('admin.titles.exportFailed'), err));
    }
  };

  const { language, categoryId } = list.filters;
  const formDefaults = {
    language: language === 'ar' || language === 'en' ? language : undefined,
    categoryId: categoryId !== 'all' && categoryId !== 'none' ? categoryId : undefined,
  } as const;

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold" tabIndex={-1}>
          {t('admin.titles.heading')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <Upload aria-hidden />
            {t('admin.titles.import')}
          </Button>
          <Button variant="outline" disabled={exporter.isPending} onClick={() => void exportCsv()}>
            <Download aria-hidden />
            {exporter.isPending ? t('admin.titles.exporting') : t('admin.titles.export')}
          </Button>
          <Button
            variant="admin-primary"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden />
            {t('admin.titles.add')}
          </Button>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <SearchBox label={t('admin.titles.search')} value={list.searchInput} onChange={(v) => list.setSearchInput(v)} />
        <FilterSelect label={t('admin.titles.languageFilter')} value={language} onChange={(v) => list.setFilter('language', v)}>
          <option value="all">{t('admin.titles.allLanguages')}</option>
          <option value="en">{t('admin.common.english')}</option>
          <option value="ar">{t('admin.common.arabic')}</option>
        </FilterSelect>
        <FilterSelect
          label={t('admin.titles.categoryFilter')}
          value={categoryId}
          onChange={(v) => list.setFilter('categoryId', v)}
          className="max-w-[15rem] sm:max-w-xs"
        >
          <option value="all">{t('admin.titles.allCategories')}</option>
          <option value="none">{t('admin.titles.noCategory')}</option>
          {filterCategories.map((c) => (
            <option key={c.id} value={c.id}>
              {t('admin.titles.categoryOption', { title: c.title, language: c.language })}
            </option>
          ))}
          {/* A shared link's category may be of the other language, or not loaded yet: keep it selectable. */}
          {categoryId !== 'all' && categoryId !== 'none' && !filterCategories.some((c) => c.id === categoryId) && (
            <option value={categoryId}>{allCategories.find((c) => c.id === categoryId)?.title ?? categoryId}</option>
          )}
        </FilterSelect>
      </div>
      <BulkBar count={selected.size} onClear={() => setSelected(new Set())}>
        <Button variant="outline" size="sm" onClick={() => setBulkAsk('move')}>
          {t('admin.bulk.move')}
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setBulkAsk('delete')}>
          {t('admin.bulk.delete')}
        </Button>
      </BulkBar>
      {lastBulk && <UndoBanner action={lastBulk} onDone={() => setLastBulk(null)} />}
      {/* Rows of an earlier page still shown: the table's own error row is not. */}
      {titles.isError && titles.data && (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {t('admin.titles.loadFailed')}
        </p>
      )}
      <div className="mt-4">
        <DataTable
          caption={t('admin.titles.caption')}
          columns={columns}
          rows={titles.data?.items}
          total={titles.data?.total ?? 0}
          loading={titles.isFetching}
          loadingText={t('admin.titles.loading')}
          emptyText={t('admin.titles.empty')}
          errorText={titles.isError ? t('admin.titles.loadFailed') : undefined}
          onRetry={() => void titles.refetch()}
          list={list}
          rowId={(x) => x.id}
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (x) => t('admin.bulk.selectRow', { title: x.title }),
            allLabel: t('admin.bulk.selectAll'),
          }}
        />
      </div>
      <TitleDialog open={formOpen} onOpenChange={setFormOpen} title={editing} categories={allCategories} defaults={formDefaults} />
      <ImportTitlesDialog open={importOpen} onOpenChange={setImportOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.common.areYouSure')}
        description={t('admin.titles.deleteDescription')}
        confirmLabel={t('admin.common.delete')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={bulkAsk !== null}
        onOpenChange={(o) => !o && setBulkAsk(null)}
        title={t('admin.common.areYouSure')}
        description={t(bulkAsk === 'move' ? 'admin.bulk.confirmMove' : 'admin.bulk.confirmDelete', {
          what: t('admin.bulk.titles', { count: selected.size }),
        })}
        confirmLabel={bulkAsk === 'move' ? t('admin.bulk.move') : t('admin.common.delete')}
        confirmDisabled={bulkAsk === 'move' && !moveTo}
        pending={bulk.isPending}
        onConfirm={() => void runBulk()}
      >
        {bulkAsk === 'move' && (
          <FormField label={t('admin.bulk.moveTo')}>
            <NativeSelect value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
              <option value="">{t('admin.bulk.chooseCategory')}</option>
              {allCategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('admin.titles.categoryOption', { title: c.title, language: c.language })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </ConfirmDialog>
    </div>
  );
}
