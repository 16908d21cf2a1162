// The game machine's states, as views name them. A closed list, so that a `switch` over a
// view's phase is checked for every case (phases.test.ts keeps it equal to the machine's states).
export const GAME_PHASES = ['handoff', 'revealed', 'ready', 'instruction', 'running', 'timeUp', 'turnResult', 'finished'] as const;

export type GamePhase = (typeof GAME_PHASES)[number];
