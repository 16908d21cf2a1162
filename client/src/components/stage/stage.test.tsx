// @vitest-environment jsdom
// (jsdom for the client's module resolution, where React is Preact as in the build:
// client/react-on-preact.ts.)
// The stage's markup for a few views, rendered to a string (no browser needed): what a TV
// shows for the timer presets and the skips, in both languages, and that a title the view
// should not carry is never drawn. Sizes and layout are measured in tests/e2e/stage.spec.ts.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { translator } from '@/lib/translator';
import type { HostGameView, TvGameView } from '@charades/shared/schemas/games';
import { LANGUAGES, pathInLanguage, type Language } from '@charades/shared/languages';
import en from '../../locales/en.json';
import ar from '../../locales/ar.json';
import { Stage } from './stage';

const MESSAGES: Record<Language, typeof en> = { ar, en };

async function render(view: HostGameView | TvGameView, lang: Language = 'en') {
  translator.addMessages(lang, MESSAGES[lang]);
  translator.setLanguage(lang);
  return renderToString(
    <MemoryRouter initialEntries={[pathInLanguage('/tv', lang)]}>
      <Stage view={view} />
    </MemoryRouter>,
  );
}

function tvView(over: Partial<TvGameView> = {}): TvGameView {
  return {
    role: 'tv',
    gameId: 'g1',
    version: 1,
    status: 'in_progress',
    phase: 'instruction',
    teams: { A: { id: 'A', name: 'Falcons', score: 0 }, B: { id: 'B', name: 'Pearls', score: 0 } },
    currentRound: 1,
    currentTeam: 'A',
    isSharedMode: true,
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
    titleOnShow: true,
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

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Stage', () => {
  it('shows the clock and the skips left before a timed turn, with the typed link in the stage language', async () => {
    const html = await render(tvView());
    expect(html).toContain('role="timer"');
    expect(text(html)).toContain('1:30');
    expect(text(html)).toContain('2 passes left');
    // The typed link, whole in its attribute; on screen it may break after the host only.
    expect(html).toContain('data-short-url="192.168.1.5:3000/en/r/ABC234"');
    expect(text(html)).toContain('/en/r/ABC234');
    expect(html).toContain('data-reveal-url="http://192.168.1.5:3000/reveal/reveal-123456?lng=en"');
    const arabic = await render(tvView({ skipsLeft: 1 }), 'ar');
    expect(arabic).toContain('data-short-url="192.168.1.5:3000/r/ABC234"');
    expect(text(arabic)).toContain('بقي تمرير واحد');
  });

  it("with the timer preset 'off' shows no clock but 'no time limit', before and during the turn", async () => {
    for (const phase of ['instruction', 'running'] as const) {
      const html = await render(tvView({ timerPreset: 'off', phase }));
      expect(html, phase).not.toContain('role="timer"');
      expect(text(html), phase).toContain('No time limit');
    }
  });

  it('never draws a current title, even one a host view wrongly carried', async () => {
    const host: HostGameView = {
      ...tvView({ phase: 'running', turnEndsAt: Date.now() + 60_000 }),
      role: 'host',
      currentTitle: { id: 't1', title: 'Secret Movie Title', posterUrl: null },
    };
    expect(await render(host)).not.toContain('Secret Movie Title');
  });

  it('says what the movie was once the turn is over, and names players in <bdi>', async () => {
    const html = await render(tvView({ phase: 'turnResult', currentTeam: 'B', lastTitle: { id: 't1', title: 'Jaws', posterUrl: null } }));
    expect(text(html)).toContain('The movie was');
    expect(html).toContain('<bdi>Jaws</bdi>');
    expect(html).toContain('<bdi>Falcons</bdi>');
    expect(text(html)).toContain('Next up: Pearls');
  });

  // Issue 30 §5: what players type is text on the stage: a nickname or team name that looks like
  // a template ({{…}}, or i18next's $t(…)) or markup shows as typed, in both languages.
  it.each(LANGUAGES)('draws nicknames and team names as typed (%s)', async (lang) => {
    const odd = { nickname: '{{team}}', teamA: '$t(stage.acting)', teamB: '<b>{{name}}</b>' };
    const room = {
      code: 'ROOM23',
      actorSeatId: 's1',
      players: [{ seatId: 's1', nickname: odd.nickname, team: 'A' as const, connected: true }],
    };
    const teams = { A: { id: 'A' as const, name: odd.teamA, score: 0 }, B: { id: 'B' as const, name: odd.teamB, score: 0 } };
    const withActor = text(await render(tvView({ teams, room }), lang));
    expect(withActor).toContain(`\u2068${odd.nickname}\u2069`);
    expect(withActor).toContain(`\u2068${odd.teamA}\u2069`);
    const scanning = await render(tvView({ teams, room: { ...room, actorSeatId: null }, currentTeam: 'B' }), lang);
    // Markup is escaped text, never an element (a '<' in text is all HTML needs escaped).
    expect(scanning).toContain('\u2068&lt;b>{{name}}&lt;/b>\u2069');
    expect(scanning).not.toContain('<b>');
  });

  // Issue 30 §6: the TV says in words which phone is away, not only with a grey dot.
  it.each([
    ['en', 'not connected'],
    ['ar', 'غير متصل'],
  ] as const)('says which phone is away in words (%s)', async (lang, away) => {
    const room = {
      code: 'ROOM23',
      actorSeatId: null,
      players: [
        { seatId: 's1', nickname: 'Sara', team: 'A' as const, connected: true },
        { seatId: 's2', nickname: 'Ben', team: 'B' as const, connected: false },
      ],
    };
    const html = await render(tvView({ room }), lang);
    const seat = (id: string) =>
      html.slice(html.indexOf(`data-seat-id="${id}"`), html.indexOf('</li>', html.indexOf(`data-seat-id="${id}"`)));
    expect(seat('s2')).toMatch(new RegExp(`data-seat-away[^>]*>${away}<`));
    expect(seat('s1')).not.toContain('data-seat-away');
  });

  // Issue 30 §6: a TV shows the last title of a finished game, and the results as soon as the
  // host moved on (the view's resultsShown), not after its own wait.
  it('follows the host from the last title to the results', async () => {
    const finished = {
      status: 'completed' as const,
      phase: 'finished' as const,
      winner: 'A' as const,
      lastTitle: { id: 't8', title: 'Jaws', posterUrl: null },
      teams: { A: { id: 'A' as const, name: 'Falcons', score: 5 }, B: { id: 'B' as const, name: 'Pearls', score: 3 } },
    };
    const waiting = text(await render(tvView(finished)));
    expect(waiting).toContain('The movie was');
    expect(waiting).not.toContain('Falcons wins');
    const moved = text(await render(tvView({ ...finished, resultsShown: true })));
    expect(moved).not.toContain('The movie was');
    expect(moved).toContain('Falcons wins');
  });
});
