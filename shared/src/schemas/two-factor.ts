// Issue 32 §4: the contracts of a staff account's two-factor sign-in (DESIGN §4 desk):
// enrol → {secret, otpauthUrl}; confirm {code} → {recoveryCodes}; a staff sign-in with a
// second factor answers {twoFactorRequired, challenge} until verify {challenge, code}.
import { z } from 'zod';
import { toLatinDigits } from '../latin-digits.ts';
import { safeText } from './text.ts';

/** A recovery code as shown to the staff member: 10 letters and digits in two groups. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-[a-z2-9]{5}$/;
/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** What a person types: an authenticator's six digits (Arabic-Indic digits and spaces allowed,
 *  as a phone keyboard may give them) or a recovery code in any case. Normalised here so the
 *  server compares one form. */
export function normalizeTwoFactorCode(text: string): string {
  return toLatinDigits(text).replace(/\s/g, '').toLowerCase();
}

const codeField = safeText({ error: 'two_factor_code_required' })
  .transform(normalizeTwoFactorCode)
  .pipe(z.string().min(1, 'two_factor_code_required').max(32, 'two_factor_code_invalid'));

export const twoFactorEnrollResponse = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: z.string(),
});
export type TwoFactorEnrollResponse = z.infer<typeof twoFactorEnrollResponse>;

export const twoFactorConfirmBody = z.object({ code: codeField });
export const twoFactorConfirmResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorConfirmResponse = z.infer<typeof twoFactorConfirmResponse>;

export const twoFactorChallengeResponse = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponse>;

export const twoFactorVerifyBody = z.object({
  challenge: safeText({ error: 'two_factor_challenge_expired' })
    .min(1, 'two_factor_challenge_expired')
    .max(200, 'two_factor_challenge_expired'),
  code: codeField,
});

/** A staff account's second factor as the profile shows it (absent for players). */
export const staffTwoFactorState = z.object({
  enabled: z.boolean(),
  /** STAFF_TWO_FACTOR=required: without it, the account may only enrol. */
  required: z.boolean(),
  /** Recovery codes not yet spent. */
  recoveryCodesLeft: z.number().int(),
  /** This session passed it (signed in with the code, or enrolled on it): false for a session
   *  signed in with the password before the factor was turned on. */
  thisSession: z.boolean(),
});
export type StaffTwoFactorState = z.infer<typeof staffTwoFactorState>;
