// What applying one command to a game costs (issue 18), per applyEvent call: through XState's
// own transition (applyEventThroughXState: resolveState, then gameMachine.transition) and
// through the fast path applyEvent takes (fast-transition.ts, the machine's table), with the
// ratio. The mix is what games send, replayed from whole games played to their end: shared
// mode's START_TIMER, CORRECT/INCORRECT, NEXT_TURN and normal mode's REVEAL, READY,
// START_TIMER, CORRECT/INCORRECT, as many games of each. One process, one thread, no I/O;
// each figure is the median of --passes timed passes, the two paths taking turns.
//   node --import tsx bench/transition.ts [--calls 50000] [--passes 5]
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { applyEvent, applyEventThroughXState, initialGameState, type GameState } from '../shared/src/game/engine.ts';
import type { GameEvent } from '../shared/src/game/machine.ts';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '50000' }, passes: { type: 'string', default: '5' } } });
const calls = Number(values.calls);
const passes = Number(values.passes);

type Apply = (state: GameState, event: GameEvent) => GameState | undefined;
type Command = [GameState, GameEvent];

/** Every command of one game played to its end, each with the state it was applied to. */
function playedGame(isSharedMode: boolean): Command[] {
  const T0 = 1_700_000_000_000;
  let state = initialGameState({ teamA: 'A', teamB: 'B', isSharedMode, titleCount: 40 });
  const commands: Command[] = [];
  for (let turn = 0; state.phase !== 'finished'; turn++) {
    const now = T0 + turn * 60_000;
    const end: GameEvent = { type: turn % 3 ? 'CORRECT' : 'INCORRECT', now: now + 20_000 };
    const turnEvents: GameEvent[] = isSharedMode
      ? [{ type: 'START_TIMER', now }, end, { type: 'NEXT_TURN' }]
      : [{ type: 'REVEAL' }, { type: 'READY' }, { type: 'START_TIMER', now }, end];
    for (const event of turnEvents) {
      if (state.phase === 'finished') break;
      const next = applyEventThroughXState(state, event);
      if (!next) throw new Error(`${event.type} refused in ${state.phase}`);
      commands.push([state, event]);
      state = next;
    }
  }
  return commands;
}

const mix = [...playedGame(true), ...playedGame(false)];
for (const [state, event] of mix)
  if (!isDeepStrictEqual(applyEvent(state, event), applyEventThroughXState(state, event))) throw new Error(`paths differ on ${event.type}`);

/** µs per call of `apply` over `calls` commands of the mix. */
function timed(apply: Apply): number {
  let moved = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) {
    const [state, event] = mix[i % mix.length]!;
    if (apply(state, event)) moved++;
  }
  const elapsedNs = Number(process.hrtime.bigint() - start);
  if (moved !== calls) throw new Error('a command of the mix was refused');
  return elapsedNs / 1000 / calls;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

timed(applyEventThroughXState); // warm-up: let V8 optimise both paths before timing
timed(applyEvent);
const xstateUs: number[] = [];
const fastUs: number[] = [];
for (let pass = 0; pass < passes; pass++) {
  xstateUs.push(timed(applyEventThroughXState));
  fastUs.push(timed(applyEvent));
}
const xstate = median(xstateUs);
const fast = median(fastUs);
console.log(`mix: ${mix.length} commands (one shared-mode and one normal-mode game), ${calls} calls per pass, ${passes} passes`);
console.log(`XState transition: ${xstate.toFixed(2)} µs per applyEvent (passes: ${xstateUs.map((x) => x.toFixed(2)).join(', ')})`);
console.log(`fast path:         ${fast.toFixed(3)} µs per applyEvent (passes: ${fastUs.map((x) => x.toFixed(3)).join(', ')})`);
console.log(`ratio: the fast path takes 1/${(xstate / fast).toFixed(0)} of XState's time`);
