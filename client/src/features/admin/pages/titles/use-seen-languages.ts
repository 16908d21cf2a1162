// The language of every title row shown so far on the titles page, by id: a selection spans
// pages, and the bulk move offers only the categories of its titles' language (issue 32 §5).
// A row can only be selected while shown, so every selected id is here.
import { useState } from 'react';
import type { AdminTitle } from '@charades/shared/schemas/admin';

export type SeenLanguages = ReadonlyMap<string, AdminTitle['language']>;

export function useSeenLanguages(rows: AdminTitle[] | undefined): SeenLanguages {
  const [seen, setSeen] = useState<{ rows: AdminTitle[] | undefined; languages: SeenLanguages }>({ rows: undefined, languages: new Map() });
  // Adjusted while rendering when a new page arrives (React's pattern for state derived from props).
  if (rows !== seen.rows) {
    const languages = new Map(seen.languages);
    for (const row of rows ?? []) languages.set(row.id, row.language);
    setSeen({ rows, languages });
    return languages;
  }
  return seen.languages;
}

/** The one language of the selected titles; 'mixed' when both; null when none is known. */
export function languageOfSelection(selected: ReadonlySet<string>, seen: SeenLanguages): AdminTitle['language'] | 'mixed' | null {
  const languages = new Set([...selected].flatMap((id) => seen.get(id) ?? []));
  if (languages.size > 1) return 'mixed';
  return [...languages][0] ?? null;
}
