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
      imageClassName="object-cover"
      tileClassName="text-6xl font-extrabold text-white"
      tileStyle={{ background: `linear-gradient(160deg, hsl(${hash} 70% 45%), hsl(${(hash + 40) % 360} 70% 30%))` }}
    />
  );
}
