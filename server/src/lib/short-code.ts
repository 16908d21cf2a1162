// Draws a short code (see shared/short-code.ts) from a cryptographic source.
import { randomInt } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@charades/shared/short-code';

/** A code of `length` characters (a deck's share code is 7). */
export function newShortCode(length = SHORT_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}
