// Contracts of a person's page and honest balance changes (issue 17 §4).
import { z } from 'zod';
import { adminUserSchema, setTokensBody } from './admin.ts';
import { languageSchema } from './auth.ts';
import { pageFields, pageOf, reasonField } from './admin-list.ts';
import { MAX_TOKEN_ADJUST } from '../admin-rules.ts';

/** Why a balance changed: one ledger row per change (server/src/db/schema/token-ledger.ts). */
export const LEDGER_REASONS = ['signup_grant', 'game_start', 'purchase', 'coupon', 'admin_set', 'admin_adjust', 'refund'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const ledgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  /** A payment, game or admin id, as the change recorded it. */
  reference: z.string().nullable(),
  /** The admin's written reason, for admin changes and refunds. */
  note: z.string().nullable(),
  adminEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerQuery = z.object({ ...pageFields(100, 25) });
export const ledgerResponse = pageOf(ledgerEntrySchema);

/** The statuses of game_sessions (server/src/db/schema/game-sessions.ts). */
export const GAME_STATUSES = ['in_progress', 'completed', 'paused', 'abandoned'] as const;

export const personGameSchema = z.object({
  id: z.string(),
  status: z.enum(GAME_STATUSES),
  categoryTitle: z.string().nullable(),
  teamA: z.string(),
  teamB: z.string(),
  scoreA: z.number().int(),
  scoreB: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PersonGame = z.infer<typeof personGameSchema>;
export const personGamesResponse = pageOf(personGameSchema);

/** GET /api/admin/users/:id */
export const personSchema = adminUserSchema.extend({
  language: languageSchema,
  emailConfirmed: z.boolean(),
  refundedTotal: z.string(),
  gamesCount: z.number().int(),
  /** A staff account's second factor is on (issue 32 §4); false for players. */
  twoFactorEnabled: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

/** POST /api/admin/users/:id/games/adjust: applied to the balance as it is, never below zero. */
export const adjustTokensBody = z.object({
  delta: z
    .number({ error: 'token_adjust_invalid' })
    .int('token_adjust_invalid')
    .min(-MAX_TOKEN_ADJUST, 'token_adjust_invalid')
    .max(MAX_TOKEN_ADJUST, 'token_adjust_invalid')
    .refine((d) => d !== 0, 'token_adjust_invalid'),
  reason: reasonField,
});
export type AdjustTokensBody = z.input<typeof adjustTokensBody>;

/** PATCH /api/admin/users/:id/tokens, now naming the balance the admin saw: a purchase that
 *  landed meanwhile makes it 409 balance_changed instead of being overwritten. Defined with the
 *  other users contracts (admin.ts setTokensBody); this name is kept for this file's readers. */
export const setTokensWithExpectationBody = setTokensBody;

/** DELETE /api/admin/users/:id/two-factor: turning a staff member's second factor off says why. */
export const resetTwoFactorBody = z.object({ reason: reasonField });
