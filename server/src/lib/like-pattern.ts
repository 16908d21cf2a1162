// A case-insensitive substring search (SPEC §5) through ILIKE: the user's text is matched
// literally, so % and _ (LIKE's wildcards) and the escape character itself are escaped.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
