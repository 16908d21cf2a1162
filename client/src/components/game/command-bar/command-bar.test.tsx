// @vitest-environment jsdom
// The one command bar (issue 33) draws what the server offers, in its order, in both
// languages: a disabled command stays focusable and says why, every button waits while a
// command is on its way, the keyboard presses the commands on a laptop or the stage, and Undo
// goes by itself once its window has closed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { GameAction } from '@charades/shared/game/command-types';
import type { GameCommand } from '@charades/shared/schemas/games';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';
import { LANGUAGES } from '@charades/shared/languages';
import { renderScreen } from '../../../test/render-screen';
import type { Ack } from '@/lib/game-socket';
import { CommandBar, type CommandBarSize } from './command-bar';
import { useCommandRunner } from './use-command-runner';
import type { CommandView } from './command-specs';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function view(actions: GameAction[], over: Partial<CommandView> = {}): CommandView {
  return {
    role: 'host',
    version: 1,
    actions,
    skipsLeft: 2,
    isSharedMode: false,
    teams: { A: { id: 'A', name: 'Falcons', score: 0 }, B: { id: 'B', name: 'Pearls', score: 0 } },
    currentTeam: 'A',
    ...over,
  };
}

type Send = (command: GameCommand) => Promise<Ack>;

function Bar({ v, send, size = 'laptop', shortcuts }: { v: CommandView; send: Send; size?: CommandBarSize; shortcuts?: boolean }) {
  return <CommandBar view={v} runner={useCommandRunner(send)} size={size} shortcuts={shortcuts} />;
}

const answered = (): Send => vi.fn<Send>(() => Promise.resolve({ ok: true, version: 2, duplicate: false }));
const names = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s+/g, ' ').trim());
const on = (...types: GameAction['type'][]): GameAction[] => types.map((type) => ({ type, enabled: true }));

describe('the command bar', () => {
  const texts = { en: en.game, ar: ar.game };
  for (const lang of LANGUAGES) {
    it(`draws the offered commands in the server's order and sends each (${lang})`, async () => {
      const t = texts[lang];
      const send = answered();
      await renderScreen(<Bar v={view(on('CORRECT', 'INCORRECT', 'SKIP', 'RESET_TIMER', 'SET_SHARED_MODE'))} send={send} />, lang);
      // The mode switch is drawn by its own control, not the bar.
      expect(names()).toEqual([t.correct, t.incorrect, t.skip.replace('{{count}}', '2'), t.resetTimer]);
      fireEvent.click(screen.getByRole('button', { name: t.incorrect }));
      await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'INCORRECT' }));
      for (const size of ['phone', 'stage'] as const) {
        cleanup();
        await renderScreen(<Bar v={view(on('NEXT_TURN'), { currentTeam: 'B' })} send={send} size={size} />, lang);
        // The next team's name as players read it (in Arabic "فريق Pearls", see team-label).
        expect(names()).toEqual([expect.stringMatching(new RegExp(t.nextTeamTurn.replace('{{team}}', '.*Pearls')))]);
      }
    });
  }

  it('keeps a command that cannot act focusable, aria-disabled and described by its reason; a click sends nothing', async () => {
    const send = answered();
    await renderScreen(
      <Bar v={view([...on('READY'), { type: 'SKIP', enabled: false, reason: 'skip_limit_reached' }], { skipsLeft: 0 })} send={send} />,
    );
    const pass = screen.getByRole('button', { name: 'Pass (0 left)' });
    expect(pass.getAttribute('aria-disabled')).toBe('true');
    expect((pass as HTMLButtonElement).disabled).toBe(false);
    expect(document.getElementById(pass.getAttribute('aria-describedby')!)?.textContent).toBe(en.game.skipNoneLeft);
    fireEvent.click(pass);
    expect(send).not.toHaveBeenCalled();
    // In Arabic the reason is Arabic.
    cleanup();
    await renderScreen(<Bar v={view([{ type: 'SKIP', enabled: false, reason: 'skip_no_other_title' }])} send={send} />, 'ar');
    expect(screen.getByText(ar.errors.skip_no_other_title)).toBeTruthy();
  });

  it('makes every button wait while a command is on its way, and says which one', async () => {
    let answer: (ack: Ack) => void = () => {};
    const send = vi.fn<Send>(() => new Promise<Ack>((resolve) => (answer = resolve)));
    await renderScreen(<Bar v={view(on('CORRECT', 'INCORRECT'))} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Incorrect' }));
    const [correct, incorrect] = screen.getAllByRole('button');
    expect(correct!.getAttribute('aria-disabled')).toBe('true');
    expect(incorrect!.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(correct!);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ok: true, version: 2, duplicate: false }));
    expect(correct!.getAttribute('aria-disabled')).toBe('false');
  });

  it('answers the keyboard on a laptop or the stage (C, X, P...), never while typing or for a disabled command', async () => {
    const send = answered();
    await renderScreen(
      <>
        <input aria-label="notes" />
        <Bar
          v={view([...on('CORRECT', 'INCORRECT'), { type: 'SKIP', enabled: false, reason: 'skip_limit_reached' }])}
          send={send}
          shortcuts
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Correct' }).getAttribute('aria-keyshortcuts')).toBe('C');
    fireEvent.keyDown(screen.getByRole('textbox'), { code: 'KeyX' });
    fireEvent.keyDown(window, { code: 'KeyP' });
    expect(send).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { code: 'KeyX' });
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'INCORRECT' }));
  });

  it('offers Undo with the seconds left, and drops it once the window has closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    const send = answered();
    await renderScreen(<Bar v={view(on('REVEAL', 'UNDO_CORRECT'), { undoUntil: Date.now() + 4_000 })} send={send} />);
    const undo = screen.getByRole('button', { name: 'Undo Correct' });
    expect(document.getElementById(undo.getAttribute('aria-describedby')!)?.textContent).toContain('4 more seconds');
    await act(async () => vi.advanceTimersByTime(4_500));
    expect(names()).toEqual(['Reveal']);
  });

  it("labels a seat's Start as its Ready", async () => {
    await renderScreen(<Bar v={view(on('START_TIMER', 'SKIP'), { role: 'seat', isSharedMode: true })} send={answered()} size="phone" />);
    expect(names()).toEqual([en.room.ready, 'Pass (2 left)']);
  });
});
