// Codes people read off one screen and type on another (a reveal link's short form, a TV's
// pairing code): six characters without look-alikes (no 0/O, 1/I/L), about 887 million of
// them. Case does not matter when typed.
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 6;

/** The code as stored (upper case, spaces and dashes people type between groups removed). */
export function normalizeShortCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export function isShortCode(code: string): boolean {
  return code.length === SHORT_CODE_LENGTH && [...code].every((ch) => SHORT_CODE_ALPHABET.includes(ch));
}
