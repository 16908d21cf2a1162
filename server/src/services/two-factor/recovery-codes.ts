// A staff account's one-time recovery codes (issue 32 §4): shown once at enrolment, stored only
// as hashes, each spent by its first use. 10 characters from an alphabet without look-alikes
// (no 0/o, 1/l/i), about 49 bits each: with a sign-in challenge allowing 5 wrong codes, out of
// reach of guessing, so a fast hash is enough.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@charades/shared/schemas/two-factor';
import type { DbOrTx } from '../../db/client.ts';
import { staffRecoveryCodes } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/secure-token.ts';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The stored form: the code without its dash, so "abcde-fghjk" and "abcdefghjk" are one code. */
function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.replace(/-/g, '')}`);
}

/** Replaces the account's recovery codes with a fresh set and answers them (the only time they
 *  are readable). */
export async function issueRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Spends the code if it is one of the account's unspent ones; only one caller can spend it. */
export async function spendRecoveryCode(tx: DbOrTx, userId: string, code: string): Promise<boolean> {
  if (!/^[a-z0-9]{5}-?[a-z0-9]{5}$/.test(code)) return false;
  const spent = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length > 0;
}
