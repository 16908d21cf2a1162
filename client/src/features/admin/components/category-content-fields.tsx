// The category form's content rules (issue 31): titles or picture cards, who it suits (setup's
// "Family only" leaves out the older ones), and the Kuwait days it is featured, both included.
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import type { categoryBody } from '@charades/shared/schemas/admin';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from './native-select';

type Form = UseFormReturn<z.input<typeof categoryBody>, unknown, z.output<typeof categoryBody>>;

/** An empty date field is no date (null), as the server wants it. */
const dayOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function CategoryContentFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.categories.fieldKind')}>
          <NativeSelect {...register('kind')}>
            <option value="titles">{t('admin.categories.kindTitles')}</option>
            <option value="pictures">{t('admin.categories.kindPictures')}</option>
          </NativeSelect>
        </FormField>
        <FormField label={t('admin.categories.fieldAudience')}>
          <NativeSelect {...register('audience')}>
            <option value="family">{t('admin.categories.audienceFamily')}</option>
            <option value="older">{t('admin.categories.audienceOlder')}</option>
          </NativeSelect>
        </FormField>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-stone-800">{t('admin.categories.featured')}</legend>
        <p className="mb-2 text-xs text-stone-600">{t('admin.categories.featuredHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('admin.categories.featuredFrom')} error={errors.featuredFrom?.message}>
            <Input type="date" dir="ltr" {...register('featuredFrom', { setValueAs: dayOrNull })} />
          </FormField>
          <FormField label={t('admin.categories.featuredUntil')} error={errors.featuredUntil?.message}>
            <Input type="date" dir="ltr" {...register('featuredUntil', { setValueAs: dayOrNull })} />
          </FormField>
        </div>
      </fieldset>
    </>
  );
}
