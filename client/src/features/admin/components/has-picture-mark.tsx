// A small picture icon beside a title's or category's name when it has one (issue 32 §5), so
// staff see at a glance which rows still need a picture. Said to screen readers as "Has a
// picture"; rows without one show nothing.
import { useTranslation } from '@/lib/use-translation';
import { ImageIcon } from 'lucide-react';

export function HasPictureMark({ url }: { url: string | null }) {
  const { t } = useTranslation();
  if (!url) return null;
  const label = t('admin.images.hasPicture');
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex shrink-0 rounded-md bg-indigo-50 p-1 text-indigo-800">
      <ImageIcon className="size-4" aria-hidden />
    </span>
  );
}
