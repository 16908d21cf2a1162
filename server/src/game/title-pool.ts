// Games of one category are dealt from the same few hundred titles, so thousands of live games
// hold the same title objects many times over. A record keeps the pool's one object per title
// instead of a copy of its own (issue 18: memory per live game). Records are never changed in
// place (every change is a copy), so sharing the objects is safe; a title edited by an
// administrator is a different entry (the key holds every field), and games already dealt
// keep the text they were dealt.
import type { MovieData } from '../db/schema/index.ts';

// Past this many entries the pool starts over: a catalogue far larger than any live set of
// games should not grow it without bound; games already holding objects keep them.
const POOL_MAX = 20_000;
const pool = new Map<string, MovieData>();

export function pooledTitles(titles: readonly MovieData[]): MovieData[] {
  if (pool.size > POOL_MAX) pool.clear();
  return titles.map((title) => {
    const key = `${title.id}\u0000${title.title}\u0000${title.posterUrl ?? '\u0001'}`;
    const shared = pool.get(key);
    if (shared) return shared;
    const own = { id: title.id, title: title.title, posterUrl: title.posterUrl };
    pool.set(key, own);
    return own;
  });
}
