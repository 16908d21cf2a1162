// What kind of title a game's category holds, told from the category's internal id: the
// actor's screen says "Your film", "Your series" or "Your cartoon" instead of a bare "Your
// movie" (issue 16). No database column: the seeded categories are listed here, and a
// category an admin adds is read from the words of its internal id; anything else is 'title'.

export const TITLE_KINDS = ['film', 'series', 'cartoon', 'title', 'picture'] as const;
export type TitleKind = (typeof TITLE_KINDS)[number];

// The bundled categories (server/src/db/seed/content). Mixed ones (series and plays, TV
// programmes, "Arabic productions") stay 'title'.
const SEEDED: Record<string, TitleKind> = {
  'en-hollywood-blockbusters': 'film',
  'en-classic-films': 'film',
  'en-superhero-films': 'film',
  'en-family-films': 'film',
  'en-bollywood-world': 'film',
  'en-disney-pixar': 'cartoon',
  'en-animated-hits': 'cartoon',
  'en-anime': 'cartoon',
  'en-tv-series': 'series',
  'en-sitcoms': 'series',
  'en-arabic-productions': 'title',
  'ar-egyptian-classics': 'film',
  'ar-egyptian-comedy': 'film',
  'ar-egyptian-modern': 'film',
  'ar-hollywood': 'film',
  'ar-khaleeji-series-plays': 'title',
  'ar-ramadan-drama': 'series',
  'ar-syrian-levantine-drama': 'series',
  'ar-dubbed-cartoons': 'cartoon',
  'ar-disney-animation': 'cartoon',
  'ar-tv-programmes': 'title',
  'ar-comedy-plays-sitcoms': 'title',
};

// Words of an internal id an admin chose, in the order they are tried: "animated films" are
// cartoons, "drama series" are series.
const WORDS: [RegExp, TitleKind][] = [
  [/cartoon|anim|pixar/, 'cartoon'],
  [/series|sitcom|drama|show/, 'series'],
  [/film|movie|cinema/, 'film'],
];

export function titleKindOf(categoryInternalId: string | null | undefined, cardKind?: 'titles' | 'pictures'): TitleKind {
  // Picture cards (issue 31 §2) are pictures, whatever their category's id says ("animals").
  if (cardKind === 'pictures') return 'picture';
  if (!categoryInternalId) return 'title';
  const id = categoryInternalId.toLowerCase();
  const seeded = SEEDED[id];
  if (seeded) return seeded;
  return WORDS.find(([words]) => words.test(id))?.[1] ?? 'title';
}
