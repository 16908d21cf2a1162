// A picture card (issue 31 §2): for children who cannot read yet, the picture is the card and
// the word sits small under it for the grown-ups. A card without a picture (a deck title that
// has none) shows its word large instead. The picture says nothing a screen reader needs that
// the word does not, so it is decorative.
import { cn } from '@/lib/cn';

export function PictureCard({
  title,
  pictureUrl,
  size = 'md',
  wordProps,
}: {
  title: string;
  pictureUrl: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Attributes the word carries (a test hook such as data-seat-title). */
  wordProps?: Record<string, string | boolean>;
}) {
  const box = size === 'lg' ? 'size-[min(75vw,22rem)]' : size === 'md' ? 'size-[min(60vw,16rem)]' : 'size-32';
  return (
    <figure className="flex flex-col items-center gap-2" data-picture-card>
      {pictureUrl ? (
        <img
          src={pictureUrl}
          alt=""
          className={cn('rounded-3xl bg-white object-contain p-[6%] shadow-lg phone-landscape:size-[min(45vh,12rem)]', box)}
          draggable={false}
        />
      ) : null}
      <figcaption
        className={cn(
          'text-center font-extrabold text-stone-900 wrap-anywhere',
          pictureUrl ? 'text-xl phone-landscape:text-lg' : 'text-4xl phone-landscape:text-3xl',
        )}
        {...wordProps}
      >
        {title}
      </figcaption>
    </figure>
  );
}
