import { Poster } from '@/components/game/poster';

/** A title with its poster: "the movie was" after a turn, and before the results. */
export function TitleCard({ title, posterUrl }: { title: string; posterUrl: string | null }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <Poster title={title} posterUrl={posterUrl} />
      <p className="text-center text-3xl font-extrabold text-stone-900">{title}</p>
    </div>
  );
}
