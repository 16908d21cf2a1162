import { cn } from '@/lib/cn';

/** A title's poster, or a generated card with its first letter when it has none. */
export function Poster({ title, posterUrl, size = 'md' }: { title: string; posterUrl: string | null; size?: 'md' | 'lg' }) {
  const width = size === 'lg' ? 'w-48' : 'w-40';
  if (posterUrl) return <img src={posterUrl} alt="" className={cn('aspect-[2/3] rounded-2xl object-cover shadow-lg', width)} />;
  let hash = 0;
  for (const ch of title) hash = (hash * 31 + ch.codePointAt(0)!) % 360;
  return (
    <div
      aria-hidden
      className={cn('flex aspect-[2/3] items-center justify-center rounded-2xl text-6xl font-extrabold text-white shadow-lg', width)}
      style={{ background: `linear-gradient(160deg, hsl(${hash} 70% 45%), hsl(${(hash + 40) % 360} 70% 30%))` }}
    >
      {[...title.trim()][0] ?? '?'}
    </div>
  );
}
