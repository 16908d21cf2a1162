// "The movie was" above a turn's title once it is over; a picture card's is "The picture was"
// (issue 31 §2: the bundled picture decks).
import { PICTURE_PATH } from '@charades/shared/images';

export function lastTitleLabelKey(title: { posterUrl: string | null } | null | undefined): 'game.thePictureWas' | 'game.theMovieWas' {
  return title?.posterUrl && PICTURE_PATH.test(title.posterUrl) ? 'game.thePictureWas' : 'game.theMovieWas';
}
