// How texts name a team. Arabic says "فريق <name>" ("دور فريق الصقور"), but players often
// call their team "فريق البنات" already, and "دور فريق فريق البنات" reads as a stutter. The
// label is built here once, and the texts take it whole ({{team}}), so none repeats the word.
// Shared: the client's screens and the server's result image (issue 31 §4) name teams alike.

// A name that already says it is a team: "فريق البنات", "الفريق الأحمر", "Team Red", "Dream Team".
const SAYS_TEAM = /^(ال)?فريق|^team\b|\bteam$/iu;

export function saysTeam(name: string): boolean {
  return SAYS_TEAM.test(name.trim());
}

/** The name as texts use it: the name alone when it already says "team", else `wrap(name)`. */
export function teamLabel(name: string, wrap: (name: string) => string): string {
  return saysTeam(name) ? name : wrap(name);
}
