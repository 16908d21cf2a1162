// The normalised form of a title for matching what a person types (issue 17): the twin of the
// database function charades_normalize (migration 0005), which duplicate detection and admin
// search use. Arabic diacritics (U+064B–U+065F, U+0670) and tatweel (U+0640) go; alef forms
// أ إ آ ٱ become ا; alef maqsura ى becomes ي; taa marbuta ة becomes ه; letters are lower-cased;
// runs of white space become one space. (The database lower-cases by its locale: for Arabic
// and ASCII the two agree, which is what the tests hold them to.)
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه' };
const LETTER_FORMS = /[أإآٱىة]/g;

export function normalizeTitle(value: string): string {
  return value
    .replace(MARKS, '')
    .replace(LETTER_FORMS, (c) => LETTERS[c] ?? c)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
