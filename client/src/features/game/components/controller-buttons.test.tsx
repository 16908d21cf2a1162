// @vitest-environment jsdom
// Which buttons a controller offers in each phase, and which command each sends: the host's
// phone board (normal mode, one step per phase) and the phone that controls a paired TV. The
// browser tests play whole games through these; here every phase is checked, in both
// languages, without a browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { GamePhase } from '@charades/shared/game/phases';
import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';
import { LANGUAGES } from '@charades/shared/languages';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';
import { renderScreen } from '../../../test/render-screen';
import { PhaseStep } from './game-board/phase-step';
import { TvController } from './tv-controller';

afterEach(cleanup);

function hostView(over: Partial<HostGameView> = {}): HostGameView {
  return {
    role: 'host',
    gameId: 'g1',
    version: 3,
    status: 'in_progress',
    phase: 'handoff',
    teams: { A: { id: 'A', name: 'Falcons', score: 0 }, B: { id: 'B', name: 'Pearls', score: 0 } },
    currentRound: 1,
    currentTeam: 'A',
    isSharedMode: false,
    turn: 1,
    turnsPlayed: 0,
    totalTurns: 8,
    turnEndsAt: null,
    timeLeftMs: 90_000,
    serverNow: Date.now(),
    winner: null,
    isReplay: false,
    categoryTitle: null,
    timerPreset: 'standard',
    skipsLeft: 2,
    titleOnShow: false,
    canSwitchMode: true,
    shareId: 'share-123456',
    currentTitle: null,
    lastTitle: null,
    revealCode: 'reveal-123456',
    revealShortCode: 'ABC234',
    publicOrigin: 'http://192.168.1.5:3000',
    room: null,
    ...over,
  };
}

const texts = { en: en.game, ar: ar.game };
const title = { id: 't1', title: 'Jaws', posterUrl: null };
/** A phase as the server sends it: the title on show while it is acted, the clock set. */
function phaseView(phase: GamePhase, over: Partial<HostGameView> = {}): HostGameView {
  const acting = phase === 'revealed' || phase === 'ready' || phase === 'running' || phase === 'timeUp';
  return hostView({
    phase,
    titleOnShow: acting,
    currentTitle: acting ? title : null,
    lastTitle: phase === 'turnResult' ? title : null,
    turnEndsAt: phase === 'running' ? Date.now() + 60_000 : null,
    timeLeftMs: phase === 'timeUp' ? 0 : 60_000,
    ...over,
  });
}

/** The names of the buttons on screen, in order. */
const buttonNames = () => screen.queryAllByRole('button').map((b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim());

describe("the host phone's board", () => {
  // phase -> [the buttons (by locale key), the command the first one sends]
  const table: [GamePhase, (t: (typeof texts)['en']) => string[], GameCommand | 'correct'][] = [
    ['handoff', (t) => [t.reveal], { type: 'REVEAL' }],
    ['revealed', (t) => [t.ready], { type: 'READY' }],
    ['ready', (t) => [t.startTimer], { type: 'START_TIMER' }],
    ['running', (t) => [t.correct, t.incorrect, t.resetTimer], 'correct'],
    ['timeUp', (t) => [t.correct, t.incorrect], 'correct'],
    ['turnResult', (t) => [t.nextTeamTurn.replace('{{team}}', 'Pearls')], { type: 'NEXT_TURN' }],
  ];
  for (const lang of LANGUAGES) {
    it.each(table)(`%s (${lang}): these buttons, and the first sends its command`, async (phase, names, first) => {
      const run = vi.fn<(c: GameCommand) => void>();
      const onCorrect = vi.fn();
      // The next team's name on the turn result: the board hands the step the acting team's.
      const team = phase === 'turnResult' ? 'Pearls' : 'Falcons';
      await renderScreen(
        <PhaseStep view={phaseView(phase)} busy={false} run={run} mainAction={() => {}} team={team} onCorrect={onCorrect} />,
        lang,
      );
      const expected = names(texts[lang]);
      for (const name of expected) expect(screen.getByRole('button', { name: new RegExp(name) })).toBeTruthy();
      // Nothing else but the actor's hold-to-peek while the clock runs.
      expect(buttonNames().filter((n) => !expected.some((e) => n.includes(e)))).toHaveLength(phase === 'running' ? 1 : 0);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(expected[0]!) }));
      if (first === 'correct') {
        expect(onCorrect).toHaveBeenCalledTimes(1);
        expect(run).not.toHaveBeenCalled();
      } else expect(run).toHaveBeenCalledWith(first);
    });
  }

  it('Incorrect sends INCORRECT and Reset timer RESET_TIMER while the clock runs', async () => {
    const run = vi.fn<(c: GameCommand) => void>();
    await renderScreen(
      <PhaseStep view={phaseView('running')} busy={false} run={run} mainAction={() => {}} team="Falcons" onCorrect={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Incorrect/ }));
    fireEvent.click(screen.getByRole('button', { name: /Reset timer/ }));
    expect(run.mock.calls.map(([c]) => c)).toEqual([{ type: 'INCORRECT' }, { type: 'RESET_TIMER' }]);
  });

  it('while a command is on its way every button waits', async () => {
    for (const phase of ['handoff', 'revealed', 'ready', 'timeUp', 'turnResult'] as const) {
      const run = vi.fn();
      await renderScreen(<PhaseStep view={phaseView(phase)} busy run={run} mainAction={() => {}} team="Falcons" onCorrect={run} />);
      for (const button of screen.getAllByRole('button')) {
        expect((button as HTMLButtonElement).disabled, `${phase}: ${button.textContent}`).toBe(true);
        fireEvent.click(button);
      }
      expect(run, phase).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('the acted title is hidden while the clock runs and shown once time is up', async () => {
    await renderScreen(
      <PhaseStep view={phaseView('running')} busy={false} run={() => {}} mainAction={() => {}} team="Falcons" onCorrect={() => {}} />,
    );
    expect(screen.queryByText('Jaws')).toBeNull();
    cleanup();
    await renderScreen(
      <PhaseStep view={phaseView('timeUp')} busy={false} run={() => {}} mainAction={() => {}} team="Falcons" onCorrect={() => {}} />,
    );
    expect(screen.getByText('Jaws')).toBeTruthy();
  });
});

describe('the phone controlling a paired TV', () => {
  const shared = (phase: GamePhase) => phaseView(phase, { isSharedMode: true, currentTitle: null });
  const controller = (phase: GamePhase, props: { run?: (c: GameCommand) => void; onCorrect?: () => void; busy?: boolean } = {}) => (
    <TvController
      view={shared(phase)}
      busy={props.busy ?? false}
      run={props.run ?? (() => {})}
      send={() => Promise.resolve({ ok: true, version: 4, duplicate: false })}
      onCorrect={props.onCorrect ?? (() => {})}
    />
  );

  for (const lang of LANGUAGES) {
    it(`offers Start, then Correct / Incorrect / Pass, then the next team, and nothing in other phases (${lang})`, async () => {
      const t = texts[lang];
      const run = vi.fn<(c: GameCommand) => void>();
      const onCorrect = vi.fn();

      await renderScreen(controller('instruction', { run }), lang);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(t.start) }));
      expect(run).toHaveBeenLastCalledWith({ type: 'START_TIMER' });
      cleanup();

      await renderScreen(controller('running', { run, onCorrect }), lang);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(t.correct) }));
      expect(onCorrect).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(t.incorrect) }));
      expect(run).toHaveBeenLastCalledWith({ type: 'INCORRECT' });
      // The pass (skip) button says how many are left.
      expect(buttonNames()).toHaveLength(3);
      cleanup();

      await renderScreen(controller('turnResult', { run }), lang);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(t.nextTeamTurn.replace('{{team}}', '.+')) }));
      expect(run).toHaveBeenLastCalledWith({ type: 'NEXT_TURN' });
      cleanup();

      for (const phase of ['handoff', 'revealed', 'ready', 'finished'] as const) {
        await renderScreen(controller(phase), lang);
        expect(buttonNames(), phase).toEqual([]);
        cleanup();
      }
    });
  }

  it('while a command is on its way Start, Correct, Incorrect and Next wait', async () => {
    for (const phase of ['instruction', 'running', 'turnResult'] as const) {
      const run = vi.fn();
      await renderScreen(controller(phase, { run, onCorrect: run, busy: true }));
      const buttons = screen.getAllByRole('button').filter((b) => !/Pass/.test(b.textContent ?? ''));
      expect(buttons.length, phase).toBeGreaterThan(0);
      for (const b of buttons) fireEvent.click(b);
      expect(run, phase).not.toHaveBeenCalled();
      cleanup();
    }
  });
});
