// A player's own text (a nickname, a team name) inside a translated sentence: isolated
// (FSI … PDI) so an Arabic name in an English sentence, or the reverse, keeps its place and
// does not drag the punctuation around it to the other side.
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
