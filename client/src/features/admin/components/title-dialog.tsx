// Add Title and Edit Title (docs/product.md#screens): one dialog, validated with the server's schema
// (titleBody). The category list offers only categories of the chosen language: the game
// deals titles by category and language, so a mismatched title would never be played.
import { useEffect } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import type { Language } from '@charades/shared/languages';
import { titleBody, type AdminCategory, type AdminTitle } from '@charades/shared/schemas/admin';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { CategoryOptions } from './category-options';
import { FormDialog } from './form-dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from './native-select';
import { useCreateTitle } from '../api/create-title';
import { useUpdateTitle } from '../api/update-title';
import { useSaveRow } from '../lib/use-save-row';
import { ImageUploadField } from './image-upload-field';
import { LanguageOptions } from './language-options';

type FormInput = z.input<typeof titleBody>;
type FormOutput = z.output<typeof titleBody>;
/** A new title's language and category, e.g. from the page's filters. */
type Defaults = { language?: Language; categoryId?: string };

function valuesOf(title: AdminTitle | null, defaults: Defaults): FormInput {
  if (!title)
    return {
      title: '',
      posterUrl: '',
      language: (defaults.language ?? '') as FormInput['language'],
      categoryId: defaults.categoryId ?? '',
    };
  return { title: title.title, posterUrl: title.posterUrl ?? '', language: title.language, categoryId: title.categoryId ?? '' };
}

export function TitleDialog({
  open,
  onOpenChange,
  title,
  categories,
  defaults,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title to edit; null adds a new one. */
  title: AdminTitle | null;
  categories: AdminCategory[];
  defaults: Defaults;
}) {
  const { t } = useTranslation();
  const { save, pending } = useSaveRow('titles', useCreateTitle(), useUpdateTitle());
  const { form, language, posterUrl, titleText, choices } = useTitleForm(open, title, defaults, categories);
  const { register, handleSubmit, setValue, setError, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit((body) =>
    save(title, body, {
      saved: () => onOpenChange(false),
      refused: (err) => {
        if (err instanceof ApiError && err.code === 'image_host_not_allowed')
          setError('posterUrl', { message: err.code }, { shouldFocus: true });
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={t(title ? 'admin.titles.editTitle' : 'admin.titles.addTitle')}
      description={t('admin.titles.formDescription')}
      onSubmit={(e) => void onSubmit(e)}
      submitLabel={t(title ? 'admin.common.saveChanges' : 'admin.titles.add')}
    >
      <FormField label={t('admin.titles.fieldTitle')} error={errors.title?.message}>
        <Input {...register('title')} maxLength={200} autoComplete="off" dir="auto" />
      </FormField>
      <FormField label={t('admin.titles.fieldPosterUrl')} error={errors.posterUrl?.message}>
        {/* Text, not url: our own uploads are paths (/api/images/<id>). */}
        <Input {...register('posterUrl')} type="text" inputMode="url" autoComplete="off" dir="ltr" placeholder="https://" />
      </FormField>
      <ImageUploadField
        url={posterUrl}
        name={titleText}
        previewClassName="aspect-[2/3] w-16 rounded-lg"
        onUploaded={(url) => setValue('posterUrl', url, { shouldDirty: true, shouldValidate: true })}
      />
      <FormField label={t('admin.titles.fieldLanguage')} error={errors.language?.message}>
        <NativeSelect {...register('language')}>
          <option value="">{t('admin.titles.chooseLanguage')}</option>
          <LanguageOptions />
        </NativeSelect>
      </FormField>
      <TitleCategoryField language={language} choices={choices} error={errors.categoryId?.message} select={register('categoryId')} />
    </FormDialog>
  );
}

/** The category select: only categories of the chosen language, and none until one is chosen. */
function TitleCategoryField({
  language,
  choices,
  error,
  select,
}: {
  language: string;
  choices: AdminCategory[];
  error: string | undefined;
  select: UseFormRegisterReturn<'categoryId'>;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('admin.titles.fieldCategory')}
      error={error}
      hint={!language ? t('admin.titles.chooseLanguageFirst') : choices.length === 0 ? t('admin.titles.noCategoryInLanguage') : undefined}
    >
      <NativeSelect {...select} disabled={!language}>
        <option value="">{t('admin.titles.chooseCategory')}</option>
        <CategoryOptions categories={choices} />
      </NativeSelect>
    </FormField>
  );
}

/** The form, reset at each opening, and the category list of the chosen language. */
function useTitleForm(open: boolean, title: AdminTitle | null, defaults: Defaults, categories: AdminCategory[]) {
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(titleBody), defaultValues: valuesOf(title, defaults) });
  const { reset, setValue, getValues, control } = form;
  const language = useWatch({ control, name: 'language' });
  const posterUrl = useWatch({ control, name: 'posterUrl' });
  const titleText = useWatch({ control, name: 'title' });

  useEffect(() => {
    if (open) reset(valuesOf(title, defaults));
    // defaults is a new object each render; the dialog resets only when it opens or its row changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, title, reset]);

  // A language switch drops a category of the other language.
  useEffect(() => {
    const current = categories.find((c) => c.id === getValues('categoryId'));
    if (current && current.language !== language) setValue('categoryId', '');
  }, [language, categories, getValues, setValue]);

  return { form, language, posterUrl, titleText, choices: categories.filter((c) => c.language === language) };
}
