// Opaque random tokens (refresh, reset, confirmation, share codes) and their stored hashes.
// Tokens carry 256 bits of entropy, so a fast hash is enough: nothing to brute-force.
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

// Bytes for short-lived game codes, drawn from the CSPRNG a page at a time (as Node's
// crypto.randomUUID does for its UUIDs), each handed out once: one call into OpenSSL per
// 4 KiB instead of one per code, which was a fiftieth of a game command's CPU (issue 18).
// Tokens that guard an account (above) keep drawing their own.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolUsed = 0;

export function newGameCode(bytes: number): string {
  if (bytes > POOL_BYTES) return newOpaqueToken(bytes);
  if (poolUsed + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolUsed = 0;
  }
  const code = pool.toString('base64url', poolUsed, poolUsed + bytes);
  poolUsed += bytes;
  return code;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
