// The deck editor's titles box: one title per line. Read into titles (blank lines dropped,
// each trimmed as the server trims it) and checked by the server's rules before sending, so
// the player sees which lines to fix; the server checks again and has the last word.
import { DECK_MAX_TITLES, DECK_MIN_TITLES, DECK_TITLE_MAX_LENGTH } from '@charades/shared/decks/deck-rules';
import { hasVisibleCharacter, isSafeText, trimInvisibleEdges } from '@charades/shared/text-rules';
import { normalizeTitle } from '@charades/shared/title-search';

export interface DeckLineProblems {
  /** 1-based line numbers of the box. */
  tooLong: number[];
  duplicate: number[];
  invalid: number[];
  count: 'tooFew' | 'tooMany' | undefined;
}

export interface DeckLines {
  titles: string[];
  /** The box's line number of each title. */
  lineOf: number[];
  problems: DeckLineProblems;
}

export function readDeckLines(text: string): DeckLines {
  const titles: string[] = [];
  const lineOf: number[] = [];
  const problems: DeckLineProblems = { tooLong: [], duplicate: [], invalid: [], count: undefined };
  const seen = new Set<string>();
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const title = trimInvisibleEdges(raw);
    if (!hasVisibleCharacter(title)) return;
    const line = i + 1;
    titles.push(title);
    lineOf.push(line);
    if (!isSafeText(title)) problems.invalid.push(line);
    else if (title.length > DECK_TITLE_MAX_LENGTH) problems.tooLong.push(line);
    const key = normalizeTitle(title);
    if (seen.has(key)) problems.duplicate.push(line);
    seen.add(key);
  });
  if (titles.length < DECK_MIN_TITLES) problems.count = 'tooFew';
  else if (titles.length > DECK_MAX_TITLES) problems.count = 'tooMany';
  return { titles, lineOf, problems };
}

export function hasProblems(p: DeckLineProblems): boolean {
  return !!p.count || p.tooLong.length > 0 || p.duplicate.length > 0 || p.invalid.length > 0;
}
