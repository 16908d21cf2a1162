// Add Category and Edit Category (docs/product.md#screens): one dialog, validated with the server's own
// schema (categoryBody). A taken internal id is shown on its field as well as in the toast.
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { categoryBody, type AdminCategory } from '@charades/shared/schemas/admin';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from './native-select';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { useSaveRow } from '../lib/use-save-row';
import { FormDialog } from './form-dialog';
import { ImageUploadField } from './image-upload-field';
import { CategoryContentFields } from './category-content-fields';
import { LanguageOptions } from './language-options';

type FormInput = z.input<typeof categoryBody>;
type FormOutput = z.output<typeof categoryBody>;

const EMPTY: FormInput = {
  title: '',
  internalId: '',
  language: '' as FormInput['language'],
  imageUrl: '',
  isActive: true,
  kind: 'titles',
  audience: 'family',
  featuredFrom: null,
  featuredUntil: null,
};

function valuesOf(category: AdminCategory | null): FormInput {
  if (!category) return EMPTY;
  return {
    title: category.title,
    internalId: category.internalId,
    language: category.language,
    imageUrl: category.imageUrl ?? '',
    isActive: category.isActive,
    kind: category.kind,
    audience: category.audience,
    featuredFrom: category.featuredFrom,
    featuredUntil: category.featuredUntil,
  };
}

export function CategoryDialog({
  open,
  onOpenChange,
  category,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category to edit; null adds a new one. */
  category: AdminCategory | null;
}) {
  const { t } = useTranslation();
  const { save, pending } = useSaveRow('categories', useCreateCategory(), useUpdateCategory());
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(categoryBody), defaultValues: valuesOf(category) });
  const { register, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const titleText = useWatch({ control: form.control, name: 'title' });

  // Each opening starts from the row being edited (or a blank form).
  useEffect(() => {
    if (open) reset(valuesOf(category));
  }, [open, category, reset]);

  const onSubmit = handleSubmit((body) =>
    save(category, body, {
      saved: () => onOpenChange(false),
      refused: (err) => {
        if (err instanceof ApiError && err.code === 'internal_id_taken')
          setError('internalId', { message: err.code }, { shouldFocus: true });
        if (err instanceof ApiError && err.code === 'image_host_not_allowed')
          setError('imageUrl', { message: err.code }, { shouldFocus: true });
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={t(category ? 'admin.categories.editTitle' : 'admin.categories.addTitle')}
      description={t('admin.categories.formDescription')}
      onSubmit={(e) => void onSubmit(e)}
      submitLabel={t(category ? 'admin.common.saveChanges' : 'admin.categories.add')}
    >
      <FormField label={t('admin.categories.fieldTitle')} error={errors.title?.message}>
        <Input {...register('title')} maxLength={100} autoComplete="off" />
      </FormField>
      <FormField
        label={t('admin.categories.fieldInternalId')}
        error={errors.internalId?.message}
        hint={t('admin.categories.fieldInternalIdHint')}
      >
        <Input {...register('internalId')} maxLength={64} autoComplete="off" spellCheck={false} dir="ltr" />
      </FormField>
      <FormField label={t('admin.categories.fieldLanguage')} error={errors.language?.message}>
        <NativeSelect {...register('language')}>
          <option value="">{t('admin.categories.chooseLanguage')}</option>
          <LanguageOptions />
        </NativeSelect>
      </FormField>
      <FormField label={t('admin.categories.fieldImageUrl')} error={errors.imageUrl?.message}>
        {/* Text, not url: our own uploads are paths (/api/images/<id>). */}
        <Input {...register('imageUrl')} type="text" inputMode="url" autoComplete="off" dir="ltr" placeholder="https://" />
      </FormField>
      <ImageUploadField
        url={imageUrl}
        name={titleText}
        previewClassName="size-16 rounded-xl"
        onUploaded={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
      />
      <CategoryContentFields form={form} />
      <label className="flex items-center gap-3 text-sm font-semibold text-stone-800">
        <input type="checkbox" {...register('isActive')} className="size-5 accent-admin" />
        {t('admin.categories.fieldActive')}
      </label>
    </FormDialog>
  );
}
