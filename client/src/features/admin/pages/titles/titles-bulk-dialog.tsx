// The confirmation of a bulk delete or move of titles; a move asks which category first, among
// the categories of the selected titles' language (a game deals a category's titles of its own
// language, and the server refuses the others). A selection of both languages cannot move.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AdminCategory } from '@charades/shared/schemas/admin';
import type { TitleBulkBody } from '@charades/shared/schemas/admin-bulk';
import { BulkConfirmDialog } from '../../components/bulk-confirm-dialog';
import { CategoryOptions } from '../../components/category-options';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '../../components/native-select';
import type { BulkSelection } from '../../lib/use-bulk-selection';
import { languageOfSelection, type SeenLanguages } from './use-seen-languages';

export type TitleBulk = BulkSelection<TitleBulkBody['action'], TitleBulkBody>;

export function TitlesBulkDialog({
  bulk,
  categories,
  languages,
}: {
  bulk: TitleBulk;
  categories: AdminCategory[];
  languages: SeenLanguages;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState('');
  const moving = bulk.asked === 'move';
  const language = languageOfSelection(bulk.selected, languages);
  const offered = language === 'mixed' ? [] : categories.filter((c) => language === null || c.language === language);
  // A choice made for another selection is no choice for this one.
  const moveTo = offered.some((c) => c.id === choice) ? choice : '';
  return (
    <BulkConfirmDialog
      bulk={bulk}
      what={t('admin.bulk.titles', { count: bulk.selected.size })}
      body={(action, ids) => (action === 'move' ? { action, ids, categoryId: moveTo } : { action, ids })}
      confirmDisabled={moving && !moveTo}
    >
      {moving &&
        (language === 'mixed' ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t('admin.bulk.mixedLanguages')}
          </p>
        ) : (
          <FormField label={t('admin.bulk.moveTo')} hint={offered.length === 0 ? t('admin.titles.noCategoryInLanguage') : undefined}>
            <NativeSelect value={moveTo} onChange={(e) => setChoice(e.target.value)}>
              <option value="">{t('admin.bulk.chooseCategory')}</option>
              <CategoryOptions categories={offered} />
            </NativeSelect>
          </FormField>
        ))}
    </BulkConfirmDialog>
  );
}
