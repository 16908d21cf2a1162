// PostgreSQL's refusals as the driver reports them; Drizzle wraps them (lib/error-chain.ts).
import { stringInChain } from './error-chain.ts';

/** The SQLSTATE of a PostgreSQL error anywhere in the chain. */
export function pgErrorCode(err: unknown): string | undefined {
  return stringInChain(err, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));
}

/** The name of the constraint a PostgreSQL error refused the write on. */
export function pgConstraint(err: unknown): string | undefined {
  return stringInChain(err, 'constraint');
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
