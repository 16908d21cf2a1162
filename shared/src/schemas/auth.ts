// Request and response contracts for /api/auth and /api/me. Zod issue messages are error
// codes (shared/src/errors.ts) so the server can answer with a precise code per bad field.
import { z } from 'zod';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth-rules.ts';
import { LANGUAGES } from '../languages.ts';
import { ACCOUNT_ROLES } from '../staff/staff-roles.ts';
import { safeText } from './text.ts';
import { staffTwoFactorState } from './two-factor.ts';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/** One of LANGUAGES (../languages.ts). */
export const languageSchema = z.enum(LANGUAGES);

export const roleSchema = z.enum(ACCOUNT_ROLES);
export type Role = z.infer<typeof roleSchema>;

const emailField = safeText({ error: 'email_required' })
  .trim()
  .min(1, 'email_required')
  .max(254, 'invalid_email')
  .pipe(z.email('invalid_email'))
  .transform((e) => e.toLowerCase());

const newPasswordField = safeText({ error: 'password_required' })
  .min(1, 'password_required')
  .min(MIN_PASSWORD_LENGTH, 'password_too_short')
  .max(MAX_PASSWORD_LENGTH, 'password_too_long');

export const signUpBody = z
  .object({
    email: emailField,
    password: newPasswordField,
    // The form asks twice; when sent, the server checks it too.
    confirmPassword: safeText().optional(),
    language: languageSchema.optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: 'passwords_do_not_match',
    path: ['confirmPassword'],
  });
export type SignUpBody = z.input<typeof signUpBody>;

export const signInBody = z.object({
  email: safeText({ error: 'missing_credentials' }).trim().min(1, 'missing_credentials').max(254, 'invalid_credentials'),
  password: safeText({ error: 'missing_credentials' }).min(1, 'missing_credentials').max(MAX_PASSWORD_LENGTH, 'invalid_credentials'),
});
export type SignInBody = z.input<typeof signInBody>;

export const recoverBody = z.object({
  email: emailField,
  language: languageSchema.optional(),
});

export const resetBody = z.object({
  token: safeText({ error: 'reset_token_invalid' }).min(1, 'reset_token_invalid').max(200, 'reset_token_invalid'),
  password: newPasswordField,
});

export const confirmBody = z.object({
  token: safeText({ error: 'confirmation_token_invalid' }).min(1, 'confirmation_token_invalid').max(200, 'confirmation_token_invalid'),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  tokens: z.number().int(),
  role: roleSchema,
  language: languageSchema,
  /** Setup shows only family categories (issue 31 §3). */
  familyOnly: z.boolean(),
  totalPaymentsCount: z.number().int(),
  totalAmountPaid: z.string(),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  /** A staff account's second factor (issue 32 §4); absent for players. */
  staffTwoFactor: staffTwoFactorState.optional(),
});
export type User = z.infer<typeof userSchema>;

export const sessionResponse = z.object({
  accessToken: z.string(),
  expiresAt: z.number().int().describe('access token expiry, epoch milliseconds'),
  expiresIn: z.number().int().describe('seconds until the access token expires'),
  user: userSchema,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const signUpResponse = z.union([
  sessionResponse,
  z.object({ confirmationRequired: z.literal(true), user: z.object({ id: z.string(), email: z.string() }) }),
]);

export const okResponse = z.object({ ok: z.literal(true) });

export const updateMeBody = z
  .object({ language: languageSchema.optional(), familyOnly: z.boolean().optional() })
  .refine((b) => b.language !== undefined || b.familyOnly !== undefined, { message: 'validation_failed' });
