// A category image or a title's poster, or its letter tile (issue 17 §5): the tile shows when
// there is no image, and also when the image fails to load (a dead link, a host the content
// security policy does not allow, a file gone), so no screen ever shows a broken-image icon.
import { useState, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';

/** The first character (grapheme-ish: a whole code point) of a name, for its tile. */
export const letterOf = (name: string) => [...name.trim()][0] ?? '?';

export function ImageOrLetterTile({
  src,
  name,
  className,
  imageClassName,
  tileClassName,
  tileStyle,
}: {
  src: string | null | undefined;
  /** What the image stands for: its first letter is the tile's. */
  name: string;
  /** Size and shape, for the image and the tile alike. */
  className?: string;
  imageClassName?: string;
  tileClassName?: string;
  tileStyle?: CSSProperties;
}) {
  // The source that failed, so a new source (an edited URL) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img src={src} alt="" className={cn(className, imageClassName)} onError={() => setFailed(src)} />;
  }
  return (
    <span aria-hidden className={cn('flex items-center justify-center', className, tileClassName)} style={tileStyle}>
      {letterOf(name)}
    </span>
  );
}
