// Rules for text from outside, free of zod so the client can use them too.

// Control characters (C0, DEL, C1) and lone UTF-16 surrogates are never part of an e-mail,
// a password, a name or an id. They are refused at the edge with a code: PostgreSQL refuses
// NUL and JSON columns refuse lone surrogates, so letting them in fails deep inside with a 500.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole job
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Well-formed Unicode without control characters. */
export function isSafeText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

// Spaces (any Unicode space) and format characters (zero-width space and joiners, direction
// marks, BOM) at either end add nothing a player can see.
const EDGES = /^[\p{White_Space}\p{Cf}]+|[\p{White_Space}\p{Cf}]+$/gu;

export function trimInvisibleEdges(value: string): string {
  return value.replace(EDGES, '');
}

// A letter, digit, punctuation mark or symbol (emoji included) that is not one of the
// characters that render as nothing: default-ignorable ones (e.g. the Hangul fillers, which
// are letters) and the blank Braille pattern (a symbol).
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** True when a reader would see at least one character. */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}

/** A team name as it will be stored: invisible edges trimmed; undefined when nothing a reader
 *  could see is left (or the text is not safe). The server's contract and the setup form both
 *  use this rule, so the form says 'team name required' before the server would. */
export function teamNameOf(raw: string): string | undefined {
  const name = trimInvisibleEdges(raw);
  return isSafeText(name) && hasVisibleCharacter(name) ? name : undefined;
}
