// Pictures for a deck's titles (issue 31 §1), optional: under the titles box, each title with
// its picture, a button to add or change it (a native file input, so Tab and Enter reach it)
// and one to take it off. A deck with pictures deals picture cards (the acting phone shows the
// picture large); the pictures follow their titles' text while the player edits the box.
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ImagePlus, Trash2 } from 'lucide-react';
import { IMAGE_CONTENT_TYPES } from '@charades/shared/images';
import { Button } from '@/components/ui/button';
import { imageFileProblem, imageUploadErrorCode } from '@/lib/image-upload-checks';
import { uploadDeckImage } from '@/lib/api/decks';
import { errorMessageKey } from '@/lib/error-message-key';

export type DeckPictures = ReadonlyMap<string, { id: string; url: string }>;

export function DeckPicturesField({
  titles,
  pictures,
  onChange,
}: {
  titles: string[];
  pictures: DeckPictures;
  onChange: (title: string, picture: { id: string; url: string } | undefined) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(pictures.size > 0);
  if (!open) {
    return (
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <ImagePlus aria-hidden /> {t('decks.addPictures')}
      </Button>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-stone-800">{t('decks.pictures')}</legend>
      <p className="text-xs text-stone-600">{t('decks.picturesHint')}</p>
      <ul className="max-h-96 space-y-1 overflow-y-auto rounded-xl bg-white p-2">
        {titles.map((title) => (
          <PictureRow key={title} title={title} picture={pictures.get(title)} onChange={(p) => onChange(title, p)} />
        ))}
      </ul>
    </fieldset>
  );
}

function PictureRow({
  title,
  picture,
  onChange,
}: {
  title: string;
  picture: { id: string; url: string } | undefined;
  onChange: (picture: { id: string; url: string } | undefined) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [state, setState] = useState<{ uploading?: boolean; error?: string }>({});

  async function upload(file: File) {
    const problem = imageFileProblem(file);
    if (problem) return setState({ error: problem });
    setState({ uploading: true });
    try {
      const image = await uploadDeckImage(file);
      onChange({ id: image.id, url: image.url });
      setState({});
    } catch (err) {
      setState({ error: imageUploadErrorCode(err) });
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg px-1 py-1" data-deck-picture-row={title}>
      {picture ? (
        <img src={picture.url} alt="" className="size-10 shrink-0 rounded-lg bg-stone-100 object-contain" />
      ) : (
        <span aria-hidden className="size-10 shrink-0 rounded-lg border-2 border-dashed border-stone-300" />
      )}
      <span dir="auto" className="min-w-0 flex-1 font-semibold text-stone-900 wrap-anywhere">
        {title}
      </span>
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-400/60"
      >
        <ImagePlus aria-hidden className="size-4" />
        {state.uploading ? t('decks.uploading') : t(picture ? 'decks.changePicture' : 'decks.addPicture')}
        <span className="sr-only">: {title}</span>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          className="sr-only"
          disabled={state.uploading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      {picture && (
        <button
          type="button"
          onClick={() => onChange(undefined)}
          className="inline-flex items-center rounded-lg p-1 text-stone-700 hover:bg-red-50 hover:text-red-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60"
          aria-label={t('decks.removePicture', { title })}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
      {state.error && (
        <p role="alert" className="w-full text-sm font-semibold text-red-700">
          {t(errorMessageKey(state.error))}
        </p>
      )}
    </li>
  );
}
