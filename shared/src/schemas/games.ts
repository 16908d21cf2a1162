// REST and socket contracts of games.
import { z } from 'zod';
import { TEAM_NAME_MAX_LENGTH, TIMER_PRESETS, type TimerPreset } from '../game/constants.ts';
import { GAME_PHASES } from '../game/phases.ts';
import { ACTION_REASONS, GAME_COMMAND_TYPES } from '../game/command-types.ts';
import { TITLE_KINDS } from '../game/title-kind.ts';
import { languageSchema } from './auth.ts';
import { safeText } from './text.ts';
import { hasVisibleCharacter, trimInvisibleEdges } from '../text-rules.ts';

// Trimmed of Unicode spaces and format characters at both ends, and needing something a reader
// can see: a name of zero-width spaces would show an empty team on every screen.
const teamName = safeText({ error: 'team_name_required' })
  .overwrite(trimInvisibleEdges)
  .refine(hasVisibleCharacter, { message: 'team_name_required', abort: true })
  .max(TEAM_NAME_MAX_LENGTH, 'team_name_required');

// The presets are plain data in ../game/constants.ts (which the schemas import, never the reverse).
export { TIMER_PRESETS, type TimerPreset };
export const timerPresetSchema = z.enum(TIMER_PRESETS);

export const startGameBody = z
  .object({
    categoryId: z.uuid('category_required').optional(),
    /** A deck of mine, or one shared with me, instead of a category (issue 31). */
    deckId: z.uuid('deck_not_found').optional(),
    teamA: teamName,
    teamB: teamName,
    sharedMode: z.boolean().default(false),
    language: languageSchema.optional(),
    timerPreset: z.enum(TIMER_PRESETS, { error: 'timer_preset_invalid' }).default('standard'),
    /** A completed game of mine to play again with the same titles, free of charge. */
    replayOf: z.uuid('game_not_found').optional(),
  })
  .refine((b) => !(b.categoryId && b.deckId), { message: 'category_or_deck', path: ['deckId'] });
export type StartGameBody = z.input<typeof startGameBody>;

export const gameIdParams = z.object({ id: z.uuid('game_not_found') });

// Reveal codes and share ids are opaque strings of our own making; anything else is refused
// before it reaches the store.
const opaqueId = () => safeText().min(8).max(100);
export const revealCodeParams = z.object({ code: opaqueId() });
export const shareIdParams = z.object({ shareId: opaqueId() });
/** The result image's language; the game's own when absent. */
export const resultImageQuery = z.object({ lang: languageSchema.optional() });

export const teamView = z.object({ id: z.enum(['A', 'B']), name: z.string(), score: z.number().int() });
export const movieView = z.object({ id: z.string(), title: z.string(), posterUrl: z.string().nullable() });

/** A finished game's story (issue 31 §4): points per round and every title acted. */
export const gameSummary = z.object({
  rounds: z.array(z.object({ A: z.number().int(), B: z.number().int() })),
  turns: z.array(
    z.object({
      round: z.number().int(),
      team: z.enum(['A', 'B']),
      title: z.string(),
      posterUrl: z.string().nullable(),
      correct: z.boolean(),
    }),
  ),
});
export type GameSummary = z.infer<typeof gameSummary>;

/** A command this viewer may send now (issue 33): computed on the server from the machine
 *  (shared/src/game/commands.ts, server/src/game/command-rules.ts); a disabled one names the
 *  error code the server would refuse it with. */
export const gameAction = z.object({
  type: z.enum(GAME_COMMAND_TYPES),
  enabled: z.boolean(),
  reason: z.enum(ACTION_REASONS).optional(),
});

/** What every viewer of a game may see: never the current title. */
export const publicGameView = z.object({
  gameId: z.string(),
  version: z.number().int(),
  status: z.enum(['in_progress', 'completed']),
  phase: z.enum(GAME_PHASES),
  teams: z.object({ A: teamView, B: teamView }),
  currentRound: z.number().int(),
  currentTeam: z.enum(['A', 'B']),
  isSharedMode: z.boolean(),
  turn: z.number().int(),
  turnsPlayed: z.number().int(),
  totalTurns: z.number().int(),
  turnEndsAt: z.number().nullable(),
  timeLeftMs: z.number().int(),
  serverNow: z.number(),
  winner: z.enum(['A', 'B']).nullable(),
  isReplay: z.boolean(),
  categoryTitle: z.string().nullable(),
  timerPreset: timerPresetSchema,
  /** Skips ("Pass") the current team has left in this round. */
  skipsLeft: z.number().int(),
  /** The turn's title may be shown to its actor now (engine's titleVisible): the phases a Pass
   *  may come in, and the moment the clock has run out. The server's rule, so screens never
   *  decide it again. */
  titleOnShow: z.boolean(),
  /** What the titles are, from the category: "Your film / series / cartoon" (issue 16). */
  titleKind: z.enum(TITLE_KINDS).optional(),
  /** Picture cards (issue 31 §2): the acting phone shows a title's picture large and its word
   *  small, for children who cannot read yet. Absent (older servers): titles. */
  cardKind: z.enum(['titles', 'pictures']).optional(),
  /** True once the game was closed before its end (its owner's account was suspended). */
  closed: z.boolean().optional(),
  /** True once the host moved a finished game from its last title to the results: a TV follows at once. */
  resultsShown: z.boolean().optional(),
  /** Once finished: points per round and the titles acted (absent before the end). */
  summary: gameSummary.optional(),
  /** The commands this viewer may send now, in the order a command bar shows them. */
  actions: z.array(gameAction),
  /** Until when (server time) the last Correct may be taken back, while UNDO_CORRECT is offered. */
  undoUntil: z.number().optional(),
});
export type PublicGameView = z.infer<typeof publicGameView>;

/** A player's phone that joined the game's room once (no account), as the host and TV see it. */
export const roomPlayerView = z.object({
  seatId: z.string(),
  nickname: z.string(),
  team: z.enum(['A', 'B']),
  connected: z.boolean(),
});
export type RoomPlayerView = z.infer<typeof roomPlayerView>;

/** The game's room: one code (and QR) for the whole game, and who has joined it. */
export const roomView = z.object({
  code: z.string(),
  players: z.array(roomPlayerView),
  /** The seat acting this turn, when the acting team has a joined phone. */
  actorSeatId: z.string().nullable(),
});
export type RoomView = z.infer<typeof roomView>;

/** The host device's view: the title when it may be shown, the reveal link in shared mode. */
export const hostGameView = publicGameView.extend({
  role: z.literal('host'),
  shareId: z.string(),
  currentTitle: movieView.nullable(),
  lastTitle: movieView.nullable(),
  revealCode: z.string().nullable(),
  /** The reveal link's short code, typed at <publicOrigin>/r/<code> by a phone without a camera. */
  revealShortCode: z.string().nullable(),
  /** Where the other devices reach the server: the base of the QR and share links. */
  publicOrigin: z.string(),
  /** The room phones join once for the whole game (shared mode); null in normal mode. */
  room: roomView.nullable(),
  /** The game may switch between shared and normal mode now (not while a clock runs or has just run out). */
  canSwitchMode: z.boolean(),
});
export type HostGameView = z.infer<typeof hostGameView>;

/** A paired TV: what the host screen of a shared-mode game shows, never a current title. */
export const tvGameView = hostGameView.extend({
  role: z.literal('tv'),
  currentTitle: z.null(),
});
export type TvGameView = z.infer<typeof tvGameView>;

export const revealGameView = publicGameView.extend({
  role: z.literal('reveal'),
  currentTitle: movieView.nullable(),
  valid: z.boolean(),
});
export type RevealGameView = z.infer<typeof revealGameView>;

export const spectatorGameView = publicGameView.extend({ role: z.literal('spectator') });

/** A phone's seat in the room: the title only while it acts, and only while it may be shown. */
export const seatGameView = publicGameView.extend({
  role: z.literal('seat'),
  seatId: z.string(),
  nickname: z.string(),
  team: z.enum(['A', 'B']),
  isActor: z.boolean(),
  /** Who acts this turn, when a joined phone does. */
  actorNickname: z.string().nullable(),
  currentTitle: movieView.nullable(),
});
export type SeatGameView = z.infer<typeof seatGameView>;

/** The longest nickname a phone may give itself in a room. */
export const NICKNAME_MAX_LENGTH = 24;
const nickname = safeText({ error: 'nickname_required' })
  .overwrite(trimInvisibleEdges)
  .refine(hasVisibleCharacter, { message: 'nickname_required', abort: true })
  .max(NICKNAME_MAX_LENGTH, 'nickname_required');

// Room codes are typed by hand: anything else is refused before the store.
const roomCode = safeText({ error: 'room_code_invalid' }).min(4, 'room_code_invalid').max(16, 'room_code_invalid');

/** A phone looks a room up before joining it (to show the team names). */
export const roomLookupMessage = z.object({ code: roomCode });
export const roomJoinMessage = z.object({ code: roomCode, nickname, team: z.enum(['A', 'B']) });
export const roomRemoveMessage = z.object({ gameId: z.uuid(), seatId: z.string().min(1).max(64) });
/** The host renames a phone (issue 31 §4), under the joining rules. */
export const roomRenameMessage = roomRemoveMessage.extend({ nickname });
/** The round times (standard preset, seconds) the server is configured with. */
export const gameSettingsSchema = z.object({ roundSeconds: z.array(z.number().positive()) });
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/** The host moved a finished shared-mode game on from the last title to the results. */
export const showResultsMessage = z.object({ gameId: z.uuid() });
/** What a phone keeps to take its seat again after a reload or on another server. */
export const seatCredential = z.object({ gameId: z.uuid(), seatId: z.string().min(1).max(64), seatToken: z.string().min(16).max(100) });
export type SeatCredential = z.infer<typeof seatCredential>;
export type SpectatorGameView = z.infer<typeof spectatorGameView>;

export const pastGameSchema = z.object({
  id: z.string(),
  status: z.enum(['in_progress', 'completed', 'paused', 'abandoned']),
  categoryId: z.string().nullable(),
  categoryTitle: z.string().nullable(),
  language: languageSchema,
  correctAnswers: z.number().int(),
  totalTurns: z.number().int(),
  teams: z.object({ A: teamView, B: teamView }),
  isReplay: z.boolean(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});

/** A completed game of mine offered for replay: what its setup screen shows. */
export const replayInfoSchema = z.object({
  replayOf: z.string(),
  categoryId: z.string().nullable(),
  categoryTitle: z.string().nullable(),
  language: languageSchema,
  titleCount: z.number().int(),
  teams: z.object({ A: z.string(), B: z.string() }),
  /** The original game's timer preset, which the replay keeps. */
  timerPreset: timerPresetSchema,
});
export type ReplayInfo = z.infer<typeof replayInfoSchema>;

export const gameCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('REVEAL') }),
  z.object({ type: z.literal('READY') }),
  z.object({ type: z.literal('START_TIMER') }),
  z.object({ type: z.literal('RESET_TIMER') }),
  z.object({ type: z.literal('CORRECT') }),
  z.object({ type: z.literal('INCORRECT') }),
  z.object({ type: z.literal('NEXT_TURN') }),
  z.object({ type: z.literal('SKIP') }),
  z.object({ type: z.literal('SET_SHARED_MODE'), enabled: z.boolean() }),
  z.object({ type: z.literal('UNDO_CORRECT') }),
]);
export type GameCommand = z.infer<typeof gameCommandSchema>;

export const gameCommandMessage = z.object({
  gameId: z.uuid(),
  command: gameCommandSchema,
  clientSeq: z.union([safeText().min(1).max(64), z.number().int().nonnegative()]),
});

// The seat first: its object also has a gameId, which the host's form would accept.
export const gameJoinMessage = z.union([
  seatCredential,
  z.object({ gameId: z.uuid() }),
  z.object({ revealCode: opaqueId() }),
  z.object({ shortCode: safeText().min(4).max(16) }),
  z.object({ shareId: opaqueId() }),
]);
