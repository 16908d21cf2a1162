// @vitest-environment jsdom
// The controllers draw the commands the server offers (issue 33): the host's board (one step
// per phase) and the phone that controls a paired TV show exactly the view's actions through
// the one command bar, whatever the phase, and decide none of it themselves. The browser
// tests play whole games through these; here every phase is checked, in both languages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { GamePhase } from '@charades/shared/game/phases';
import type { GameAction } from '@charades/shared/game/command-types';
import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';
import { LANGUAGES, type Language } from '@charades/shared/languages';
import { renderScreen } from '../../../test/render-screen';
import { PhaseStep } from './game-board/phase-step';
import { TvController } from './tv-controller';
import type { Ack } from '@/lib/game-socket';
import { CommandBar } from '@/components/game/command-bar/command-bar';
import { useCommandRunner } from '@/components/game/command-bar/use-command-runner';

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
    actions: [],
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

// What the server offers the host in each phase (server/src/game/command-rules.ts; its own
// test holds these to the machine), with a spent Pass to show a disabled one.
const offers: [GamePhase, GameAction[]][] = [
  [
    'handoff',
    [
      { type: 'REVEAL', enabled: true },
      { type: 'UNDO_CORRECT', enabled: true },
    ],
  ],
  [
    'revealed',
    [
      { type: 'READY', enabled: true },
      { type: 'SKIP', enabled: false, reason: 'skip_limit_reached' },
    ],
  ],
  [
    'ready',
    [
      { type: 'START_TIMER', enabled: true },
      { type: 'SKIP', enabled: true },
    ],
  ],
  [
    'instruction',
    [
      { type: 'START_TIMER', enabled: true },
      { type: 'SKIP', enabled: true },
    ],
  ],
  [
    'running',
    [
      { type: 'CORRECT', enabled: true },
      { type: 'INCORRECT', enabled: true },
      { type: 'SKIP', enabled: true },
      { type: 'RESET_TIMER', enabled: true },
    ],
  ],
  [
    'timeUp',
    [
      { type: 'CORRECT', enabled: true },
      { type: 'INCORRECT', enabled: true },
    ],
  ],
  [
    'turnResult',
    [
      { type: 'NEXT_TURN', enabled: true },
      { type: 'UNDO_CORRECT', enabled: true },
    ],
  ],
];

type Send = (command: GameCommand) => Promise<Ack>;
const answered = () => vi.fn<Send>(() => Promise.resolve({ ok: true, version: 4, duplicate: false }));

function Board({ view, send }: { view: HostGameView; send: Send }) {
  const runner = useCommandRunner(send);
  return <PhaseStep view={view} team="Falcons" commands={<CommandBar view={view} runner={runner} size="laptop" />} />;
}

function Controller({ view, send }: { view: HostGameView; send: Send }) {
  return <TvController view={view} runner={useCommandRunner(send)} />;
}

/** What the bar alone draws for `view`: what every controller must show. */
function BarAlone({ view, send }: { view: HostGameView; send: Send }) {
  const [runnerSend] = useState(() => send);
  return <CommandBar view={view} runner={useCommandRunner(runnerSend)} size="phone" />;
}

async function namesOf(ui: React.ReactElement, lang: Language) {
  await renderScreen(ui, lang);
  const names = buttonNames();
  cleanup();
  return names;
}

describe('the controllers draw exactly what the server offers', () => {
  for (const lang of LANGUAGES) {
    it.each(offers)(`%s (${lang}): the board and the TV controller show the offered commands`, async (phase, actions) => {
      const shared = phase === 'instruction' || phase === 'turnResult';
      const view = phaseView(phase, { actions, isSharedMode: shared, undoUntil: Date.now() + 4_000 });
      const offered = await namesOf(<BarAlone view={view} send={answered()} />, lang);
      expect(offered).toHaveLength(actions.length);
      // The board adds only the actor's hold-to-peek while the clock runs.
      const board = await namesOf(<Board view={view} send={answered()} />, lang);
      expect(board.filter((n) => !offered.includes(n))).toHaveLength(phase === 'running' ? 1 : 0);
      expect(board.filter((n) => offered.includes(n))).toEqual(offered);
      // The TV controller (a shared game's) adds the room panel's buttons between turns (none
      // without a room).
      const onTv = { ...view, isSharedMode: true, currentTitle: null };
      expect(await namesOf(<Controller view={onTv} send={answered()} />, lang)).toEqual(
        await namesOf(<BarAlone view={onTv} send={answered()} />, lang),
      );
    });
  }

  it('draws nothing when nothing is offered (a finished game, another team acting)', async () => {
    for (const phase of ['handoff', 'running', 'finished'] as const) {
      expect(await namesOf(<Board view={phaseView(phase, { actions: [] })} send={answered()} />, 'en'), phase).toEqual(
        phase === 'running' ? [expect.stringMatching(/Hold/)] : [],
      );
      expect(await namesOf(<Controller view={phaseView(phase, { actions: [], isSharedMode: true })} send={answered()} />, 'en')).toEqual(
        [],
      );
    }
  });

  it('sends the pressed command, and the same from every controller', async () => {
    for (const Ui of [Board, Controller]) {
      const send = answered();
      await renderScreen(<Ui view={phaseView('running', { actions: offers[4]![1] })} send={send} />);
      fireEvent.click(screen.getByRole('button', { name: 'Incorrect' }));
      const reset = screen.getByRole('button', { name: 'Reset timer' });
      await vi.waitFor(() => expect(reset.getAttribute('aria-disabled')).toBe('false'));
      fireEvent.click(reset);
      await vi.waitFor(() => expect(send.mock.calls.map(([c]) => c)).toEqual([{ type: 'INCORRECT' }, { type: 'RESET_TIMER' }]));
      cleanup();
    }
  });

  it('the acted title is hidden while the clock runs and shown once time is up', async () => {
    await renderScreen(<Board view={phaseView('running', { actions: offers[4]![1] })} send={answered()} />);
    expect(screen.queryByText('Jaws')).toBeNull();
    cleanup();
    await renderScreen(<Board view={phaseView('timeUp', { actions: offers[5]![1] })} send={answered()} />);
    expect(screen.getByText('Jaws')).toBeTruthy();
  });
});
