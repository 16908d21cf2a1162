// The confirmation of a bulk delete or move of titles; a move asks which category first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@charades/shared/schemas/admin';
import type { TitleBulkBody } from '@charades/shared/schemas/admin-bulk';
import { BulkConfirmDialog } from '../../components/bulk-confirm-dialog';
import { CategoryOptions } from '../../components/category-options';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '../../components/native-select';
import type { BulkSelection } from '../../lib/use-bulk-selection';

export type TitleBulk = BulkSelection<TitleBulkBody['action'], TitleBulkBody>;

export function TitlesBulkDialog({ bulk, categories }: { bulk: TitleBulk; categories: AdminCategory[] }) {
  const { t } = useTranslation();
  const [moveTo, setMoveTo] = useState('');
  const moving = bulk.asked === 'move';
  return (
    <BulkConfirmDialog
      bulk={bulk}
      what={t('admin.bulk.titles', { count: bulk.selected.size })}
      body={(action, ids) => (action === 'move' ? { action, ids, categoryId: moveTo } : { action, ids })}
      confirmDisabled={moving && !moveTo}
    >
      {moving && (
        <FormField label={t('admin.bulk.moveTo')}>
          <NativeSelect value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
            <option value="">{t('admin.bulk.chooseCategory')}</option>
            <CategoryOptions categories={categories} />
          </NativeSelect>
        </FormField>
      )}
    </BulkConfirmDialog>
  );
}
