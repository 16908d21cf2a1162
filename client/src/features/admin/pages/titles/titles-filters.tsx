// The titles list's search and filters. The category filter follows the language filter, as
// the form's list does; a shared link's category may be of the other language, or not loaded
// yet: it stays selectable.
import { useTranslation } from '@/lib/use-translation';
import type { AdminCategory } from '@charades/shared/schemas/admin';
import { CategoryOptions } from '../../components/category-options';
import { FilterSelect } from '../../components/filter-select';
import { LanguageFilter } from '../../components/language-filter';
import { SearchBox } from '../../components/search-box';
import type { ListParams } from '../../lib/use-list-params';

export function TitlesFilters({ list, categories }: { list: ListParams<'language' | 'categoryId'>; categories: AdminCategory[] }) {
  const { t } = useTranslation();
  const { language, categoryId } = list.filters;
  const inLanguage = categories.filter((c) => language === 'all' || c.language === language);
  return (
    <div className="mt-6 flex flex-wrap items-end gap-3">
      <SearchBox label={t('admin.titles.search')} value={list.searchInput} onChange={(v) => list.setSearchInput(v)} />
      <LanguageFilter
        label={t('admin.titles.languageFilter')}
        allLabel={t('admin.titles.allLanguages')}
        value={language}
        onChange={(v) => list.setFilter('language', v)}
      />
      <FilterSelect
        label={t('admin.titles.categoryFilter')}
        value={categoryId}
        onChange={(v) => list.setFilter('categoryId', v)}
        className="max-w-[15rem] sm:max-w-xs"
      >
        <option value="all">{t('admin.titles.allCategories')}</option>
        <option value="none">{t('admin.titles.noCategory')}</option>
        <CategoryOptions categories={inLanguage} />
        {categoryId !== 'all' && categoryId !== 'none' && !inLanguage.some((c) => c.id === categoryId) && (
          <option value={categoryId}>{categories.find((c) => c.id === categoryId)?.title ?? categoryId}</option>
        )}
      </FilterSelect>
    </div>
  );
}
