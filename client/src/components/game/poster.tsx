import { PICTURE_PATH } from '@charades/shared/images';
import { cn } from '@/lib/cn';
import { ImageOrLetterTile } from '@/components/ui/image-or-letter-tile';

/** A title's poster, or a generated card with its first letter when it has none or it fails to load. */
export function Poster({ title, posterUrl, size = 'md' }: { title: string; posterUrl: string | null; size?: 'md' | 'lg' }) {
  const width = size === 'lg' ? 'w-48' : 'w-40';
  let hash = 0;
  for (const ch of title) hash = (hash * 31 + ch.codePointAt(0)!) % 360;
  return (
    <ImageOrLetterTile
      src={posterUrl}
      name={title}
      className={cn('aspect-[2/3] rounded-2xl shadow-lg', width)}
      // A picture card's picture (issue 31 §2) is drawn whole on white, not cropped like a poster.
      imageClassName={posterUrl && PICTURE_PATH.test(posterUrl) ? 'bg-white object-contain p-[8%]' : 'object-cover'}
      tileClassName="text-6xl font-extrabold text-white"
      tileStyle={{ background: `linear-gradient(160deg, hsl(${hash} 70% 45%), hsl(${(hash + 40) % 360} 70% 30%))` }}
    />
  );
}
