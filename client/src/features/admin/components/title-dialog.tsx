// Add Title and Edit Title (docs/product.md#screens): one dialog, validated with the server's schema
// (titleBody). The category list offers only categories of the chosen language: the game
// deals titles by category and language, so a mismatched title would never be played.
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { titleBody, type AdminCategory, type AdminTitle } from '@charades/shared/schemas/admin';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { FormField } from './form-field';
import { NativeSelect } from './native-select';
import { useCreateTitle } from '../api/create-title';
import { useUpdateTitle } from '../api/update-title';
import { failureText } from '../lib/failure-text';
import { DialogFormActions } from './dialog-form-actions';
import { ImageUploadField } from './image-upload-field';

type FormInput = z.input<typeof titleBody>;
type FormOutput = z.output<typeof titleBody>;

function valuesOf(title: AdminTitle | null, defaults: { language?: 'ar' | 'en'; categoryId?: string }): FormInput {
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
  /** A new title's language and category, e.g. from the page's filters. */
  defaults: { language?: 'ar' | 'en'; categoryId?: string };
}) {
  const { t } = useTranslation();
  const create = useCreateTitle();
  const update = useUpdateTitle();
  const pending = create.isPending || update.isPending;
  const { register, handleSubmit, reset, setValue, setError, getValues, control, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(titleBody),
    defaultValues: valuesOf(title, defaults),
  });
  const errors = formState.errors;
  const language = useWatch({ control, name: 'language' });
  const posterUrl = useWatch({ control, name: 'posterUrl' });
  const titleText = useWatch({ control, name: 'title' });
  const choices = categories.filter((c) => c.language === language);

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

  const onSubmit = handleSubmit(async (body) => {
    const editing = title !== null;
    try {
      if (editing) await update.mutateAsync({ id: title.id, body });
      else await create.mutateAsync(body);
      toast(t(editing ? 'admin.titles.updated' : 'admin.titles.added'));
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'image_host_not_allowed')
        setError('posterUrl', { message: err.code }, { shouldFocus: true });
      toast.error(failureText(t, t(editing ? 'admin.titles.updateFailed' : 'admin.titles.addFailed'), err));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent
        size="lg"
        title={t(title ? 'admin.titles.editTitle' : 'admin.titles.addTitle')}
        description={t('admin.titles.formDescription')}
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
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
              <option value="en">{t('admin.common.english')}</option>
              <option value="ar">{t('admin.common.arabic')}</option>
            </NativeSelect>
          </FormField>
          <FormField
            label={t('admin.titles.fieldCategory')}
            error={errors.categoryId?.message}
            hint={
              !language ? t('admin.titles.chooseLanguageFirst') : choices.length === 0 ? t('admin.titles.noCategoryInLanguage') : undefined
            }
          >
            <NativeSelect {...register('categoryId')} disabled={!language}>
              <option value="">{t('admin.titles.chooseCategory')}</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('admin.titles.categoryOption', { title: c.title, language: c.language })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogFormActions pending={pending} submitLabel={t(title ? 'admin.common.saveChanges' : 'admin.titles.add')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
