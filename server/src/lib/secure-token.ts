// Opaque random tokens (refresh, reset, confirmation, share codes) and their stored hashes.
// Tokens carry 256 bits of entropy, so a fast hash is enough: nothing to brute-force.
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
