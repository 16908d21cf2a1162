// "Upload image" beside a category's image URL or a title's poster URL (issue 17 §5): a
// native file input (Tab reaches it, Enter or Space opens the picker), the upload's progress
// and errors said aloud, and a preview of the URL field's image, or the letter tile the
// players would see when there is none or it does not load. A successful upload fills the URL
// field with the app's own /api/images/<id>.
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { IMAGE_CONTENT_TYPES } from '@charades/shared/images';
import { ImageOrLetterTile } from '@/components/ui/image-or-letter-tile';
import { imageFileProblem, imageUploadErrorCode } from '@/lib/image-upload-checks';
import { errorMessageKey } from '@/lib/error-message-key';
import { useUploadImage } from '../api/upload-image';

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; file: string }
  | { kind: 'done'; width: number; height: number }
  | { kind: 'error'; code: string };

export function ImageUploadField({
  url,
  name,
  previewClassName,
  onUploaded,
}: {
  /** The URL field's current value, previewed. */
  url: string | null | undefined;
  /** The category's or title's name: its letter is the tile's. */
  name: string;
  /** The preview's size and shape (a square category image, a 2:3 poster). */
  previewClassName: string;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadImage();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return setState({ kind: 'error', code: problem });
    setState({ kind: 'uploading', file: file.name });
    try {
      const image = await upload.mutateAsync(file);
      onUploaded(image.url);
      setState({ kind: 'done', width: image.width, height: image.height });
    } catch (err) {
      setState({ kind: 'error', code: imageUploadErrorCode(err) });
    } finally {
      // The same file may be chosen again (after fixing the URL field by hand, say).
      input.value = '';
    }
  };

  return (
    <div className="flex items-start gap-4">
      <ImageOrLetterTile
        src={url || null}
        name={name || '?'}
        className={`shrink-0 border border-stone-200 ${previewClassName}`}
        imageClassName="object-cover"
        tileClassName="bg-stone-100 text-2xl font-extrabold text-stone-600"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
          {t('admin.images.upload')}
        </label>
        <input
          id={id}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          disabled={state.kind === 'uploading'}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(e) => void onFile(e.currentTarget)}
          className="block w-full rounded-xl text-sm text-stone-700 file:me-3 file:cursor-pointer file:rounded-lg file:border-2 file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-stone-900 hover:file:bg-stone-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300 disabled:opacity-60"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {t('admin.images.hint')}
        </p>
        <UploadStatus id={`${id}-status`} state={state} />
      </div>
    </div>
  );
}

/** The upload's progress and result, said aloud; a refusal as an alert. */
function UploadStatus({ id, state }: { id: string; state: State }) {
  const { t } = useTranslation();
  return (
    <>
      <p id={id} role="status" className="mt-1 text-sm">
        {state.kind === 'uploading' && <span className="text-stone-700">{t('admin.images.uploading', { file: state.file })}</span>}
        {state.kind === 'done' && (
          <span className="font-semibold text-emerald-800">{t('admin.images.uploaded', { width: state.width, height: state.height })}</span>
        )}
      </p>
      {state.kind === 'error' && (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {t(errorMessageKey(state.code))}
        </p>
      )}
    </>
  );
}
