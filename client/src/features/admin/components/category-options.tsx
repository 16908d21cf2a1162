// The options of a category select: each category's title with its language, e.g. 'Movies (en)'.
import { useTranslation } from '@/lib/use-translation';
import type { AdminCategory } from '@charades/shared/schemas/admin';

export function CategoryOptions({ categories }: { categories: AdminCategory[] }) {
  const { t } = useTranslation();
  return categories.map((c) => (
    <option key={c.id} value={c.id}>
      {t('admin.titles.categoryOption', { title: c.title, language: c.language })}
    </option>
  ));
}
