// The durable record of a game. Hot state lives in the game store; this row is written at
// every turn end and status change so "continue" survives a flushed cache or a restart.
import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, integer, boolean, jsonb, timestamp, index, check } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@charades/shared/languages';
import { users } from './users.ts';
import { categories } from './categories.ts';
import { decks } from './decks.ts';

export interface MovieData {
  id: string;
  title: string;
  posterUrl: string | null;
}
export interface TeamData {
  id: string;
  name: string;
  score: number;
}
export interface RoundData {
  teamA: TeamData;
  teamB: TeamData;
  currentRound: number;
  currentTeam: 'A' | 'B';
  isSharedMode: boolean;
  turnsPlayed?: number;
  winner?: 'A' | 'B' | null;
  /** Version of the hot record when this was written; a rebuilt record continues above it. */
  version?: number;
  roundDurationsMs?: number[];
  /** Absent in rows written before timer presets: 'standard'. */
  timerPreset?: 'standard' | 'relaxed' | 'off';
  /** Skips each team used in the current round; absent in rows written before the skip budget. */
  skipsUsed?: { A: number; B: number };
  /** The room phones joined (shared mode, issue 16): kept so a game rebuilt after the store
   *  lost it keeps its room code and seats (tokens as hashes only). */
  room?: RoomData;
  /** The current turn's clock once it has run (issue 30 §6): a game rebuilt after a restart
   *  resumes that turn with the time it had left (less the outage), not a full clock. */
  clock?: { turn: number; endsAt: number | null; timeLeftMs: number };
  /** Each played turn's result, 'C' or 'I' (issue 31 §4: the results screen). */
  turnResults?: string;
}

export interface RoomData {
  code: string;
  seats: { seatId: string; nickname: string; team: 'A' | 'B'; tokenHash: string; joinedAt: number }[];
  nextActor: { A: number; B: number };
  actorSeatId: string | null;
}

export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** A game dealt from a player's own deck (issue 31) has this instead of a category. */
    deckId: uuid('deck_id').references(() => decks.id, { onDelete: 'set null' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: ['in_progress', 'completed', 'paused', 'abandoned'] })
      .notNull()
      .default('in_progress'),
    totalRounds: integer('total_rounds').notNull().default(4),
    correctAnswers: integer('correct_answers').notNull().default(0),
    currentMovieIndex: integer('current_movie_index').notNull().default(0),
    timeLeftInRound: integer('time_left_in_round'),
    moviesData: jsonb('movies_data').$type<MovieData[]>().notNull(),
    roundData: jsonb('round_data').$type<RoundData>().notNull(),
    isReplay: boolean('is_replay').notNull().default(false),
    replayOf: uuid('replay_of'),
    shareId: text('share_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('game_sessions_user_created_idx').on(t.userId, t.createdAt),
    check('game_sessions_status_valid', sql`${t.status} in ('in_progress', 'completed', 'paused', 'abandoned')`),
  ],
);
