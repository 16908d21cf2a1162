// What is said above a turn's title once it is over, by the kind of title the game deals:
// "The movie was", "The series was", "The cartoon was", a deck's or a mixed category's "The
// title was", and a picture card's "The picture was" (issue 31 §2).
import { PICTURE_PATH } from '@charades/shared/images';
import type { TitleKind } from '@charades/shared/game/title-kind';

const KEYS = {
  film: 'game.theMovieWas',
  series: 'game.theSeriesWas',
  cartoon: 'game.theCartoonWas',
  title: 'game.theTitleWas',
  picture: 'game.thePictureWas',
} as const;

export function lastTitleLabelKey(
  title: { posterUrl: string | null } | null | undefined,
  kind: TitleKind | undefined,
): (typeof KEYS)[TitleKind] {
  if (title?.posterUrl && PICTURE_PATH.test(title.posterUrl)) return KEYS.picture;
  // Views saved before titleKind was carried were films.
  return KEYS[kind ?? 'film'];
}
