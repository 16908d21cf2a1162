// docs/product.md#screens Categories management: search by title, language filter, the table (Title,
// Internal ID, Language, Status, Actions), Add/Edit dialog and delete confirmation. Search,
// filter, sorting and page live in the URL. Rows can be selected for a bulk delete, activate
// or deactivate (issue 17 §5), with one confirmation and an undo banner afterwards; a delete
// says how many titles it leaves without a category.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import type { AdminCategory } from '@charades/shared/schemas/admin';
import type { BulkAction } from '@charades/shared/schemas/admin-bulk';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { DataTable } from '../components/data-table';
import { SearchBox } from '../components/search-box';
import { FilterSelect } from '../components/filter-select';
import { RowActions } from '../components/row-actions';
import { CategoryDialog } from '../components/category-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { BulkBar } from '../components/bulk-bar';
import { UndoBanner } from '../components/undo-banner';
import { useBulkCategories } from '../api/bulk-categories';
import { useCategoryList } from '../api/list-categories';
import { useDeleteCategory } from '../api/delete-category';
import { useListParams } from '../lib/use-list-params';
import { failureText } from '../lib/failure-text';

export function CategoriesPage() {
  const { t } = useTranslation();
  const list = useListParams<'language'>({ sort: 'language', order: 'asc', filters: { language: 'all' } });
  const categories = useCategoryList(list.query);
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const bulk = useBulkCategories();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkAsk, setBulkAsk] = useState<'delete' | 'activate' | 'deactivate' | null>(null);
  const [lastBulk, setLastBulk] = useState<BulkAction | null>(null);
  // The titles a bulk delete leaves without a category, as far as the rows on screen know.
  const selectedTitles = (categories.data?.items ?? []).filter((c) => selected.has(c.id)).reduce((sum, c) => sum + c.titleCount, 0);

  const columns = useMemo<ColumnDef<AdminCategory, unknown>[]>(
    () => [
      {
        id: 'title',
        accessorFn: (c) => c.title,
        header: t('admin.categories.colTitle'),
        cell: ({ row }) => (
          <span className="block min-w-40 max-w-md font-semibold wrap-anywhere" dir="auto">
            {row.original.title}
          </span>
        ),
      },
      {
        id: 'internalId',
        accessorFn: (c) => c.internalId,
        header: t('admin.categories.colInternalId'),
        cell: ({ row }) => <code className="block min-w-24 max-w-56 text-xs wrap-anywhere">{row.original.internalId}</code>,
      },
      {
        id: 'language',
        accessorFn: (c) => c.language,
        header: t('admin.categories.colLanguage'),
        cell: ({ row }) => row.original.language.toUpperCase(),
      },
      {
        id: 'status',
        header: t('admin.categories.colStatus'),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
            {t(row.original.isActive ? 'admin.common.active' : 'admin.common.inactive')}
          </Badge>
        ),
      },
      {
        id: 'titleCount',
        header: t('admin.categories.colTitles'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.titleCount}</span>,
      },
      {
        id: 'actions',
        header: t('admin.common.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <RowActions
            editLabel={t('admin.categories.editRow', { title: row.original.title })}
            deleteLabel={t('admin.categories.deleteRow', { title: row.original.title })}
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
      const { titlesLeftWithoutCategory } = await remove.mutateAsync(deleting.id);
      toast(
        titlesLeftWithoutCategory ? t('admin.categories.deletedLeft', { count: titlesLeftWithoutCategory }) : t('admin.categories.deleted'),
      );
      setDeleting(null);
    } catch (err) {
      toast.error(failureText(t, t('admin.categories.deleteFailed'), err));
    }
  };

  const runBulk = async () => {
    if (!bulkAsk) return;
    try {
      setLastBulk(await bulk.mutateAsync({ action: bulkAsk, ids: [...selected] }));
      setSelected(new Set());
      setBulkAsk(null);
    } catch (err) {
      toast.error(failureText(t, t('admin.bulk.failed'), err));
    }
  };
  const bulkWhat = t('admin.bulk.categories', { count: selected.size });
  const bulkDescription =
    bulkAsk === 'delete'
      ? `${t('admin.bulk.confirmDelete', { what: bulkWhat })} ${t('admin.bulk.willLeaveWithout', { count: selectedTitles })}`
      : t(bulkAsk === 'activate' ? 'admin.bulk.confirmActivate' : 'admin.bulk.confirmDeactivate', { what: bulkWhat });

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold" tabIndex={-1}>
          {t('admin.categories.heading')}
        </h1>
        <Button
          variant="admin-primary"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden />
          {t('admin.categories.add')}
        </Button>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <SearchBox label={t('admin.categories.search')} value={list.searchInput} onChange={(v) => list.setSearchInput(v)} />
        <FilterSelect
          label={t('admin.categories.languageFilter')}
          value={list.filters.language}
          onChange={(v) => list.setFilter('language', v)}
        >
          <option value="all">{t('admin.categories.allLanguages')}</option>
          <option value="en">{t('admin.common.english')}</option>
          <option value="ar">{t('admin.common.arabic')}</option>
        </FilterSelect>
      </div>
      <BulkBar count={selected.size} onClear={() => setSelected(new Set())}>
        <Button variant="outline" size="sm" onClick={() => setBulkAsk('activate')}>
          {t('admin.bulk.activate')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setBulkAsk('deactivate')}>
          {t('admin.bulk.deactivate')}
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setBulkAsk('delete')}>
          {t('admin.bulk.delete')}
        </Button>
      </BulkBar>
      {lastBulk && <UndoBanner action={lastBulk} onDone={() => setLastBulk(null)} />}
      {/* Rows of an earlier page still shown: the table's own error row is not. */}
      {categories.isError && categories.data && (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {t('admin.categories.loadFailed')}
        </p>
      )}
      <div className="mt-4">
        <DataTable
          caption={t('admin.categories.caption')}
          columns={columns}
          rows={categories.data?.items}
          total={categories.data?.total ?? 0}
          loading={categories.isFetching}
          loadingText={t('admin.categories.loading')}
          emptyText={t('admin.categories.empty')}
          errorText={categories.isError ? t('admin.categories.loadFailed') : undefined}
          onRetry={() => void categories.refetch()}
          list={list}
          rowId={(c) => c.id}
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (c) => t('admin.bulk.selectRow', { title: c.title }),
            allLabel: t('admin.bulk.selectAll'),
          }}
        />
      </div>
      <CategoryDialog open={formOpen} onOpenChange={setFormOpen} category={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.common.areYouSure')}
        description={`${t('admin.categories.deleteDescription', { title: deleting?.title ?? '' })} ${t('admin.categories.deleteLeaves', { count: deleting?.titleCount ?? 0 })}`}
        confirmLabel={t('admin.common.delete')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={bulkAsk !== null}
        onOpenChange={(o) => !o && setBulkAsk(null)}
        title={t('admin.common.areYouSure')}
        description={bulkDescription}
        confirmLabel={bulkAsk === 'delete' ? t('admin.common.delete') : t(`admin.bulk.${bulkAsk ?? 'activate'}`)}
        pending={bulk.isPending}
        onConfirm={() => void runBulk()}
      />
    </div>
  );
}
