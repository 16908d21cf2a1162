// A case-insensitive substring search (docs/product.md#input-rules): the user's text is matched literally, so %
// and _ (LIKE's wildcards) and the escape character itself are escaped.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function containsPattern(text: string): string {
  return `%${escaped(text)}%`;
}

/** `text` at the start, matched literally (an id a person reads out only partly). */
export function prefixPattern(text: string): string {
  return `${escaped(text)}%`;
}

// Titles are matched on their normalised form (migration 0005's charades_normalize: Arabic
// letter forms, diacritics, tatweel, case, spaces), so 'الاسد' finds 'الأسد'. The pattern is
// escaped first and normalised after: normalising leaves \, % and _ as they are.
export function normalizedContains(column: SQLWrapper, text: string): SQL {
  return sql`charades_normalize(${column}) like charades_normalize(${containsPattern(text)})`;
}
