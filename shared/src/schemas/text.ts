// The one text field every contract builds on: a string that is well-formed Unicode without
// control characters (text_invalid otherwise), checked before any other rule so the answer
// names the real problem.
import { z } from 'zod';
import { isSafeText } from '../text-rules.ts';

export function safeText(params?: { error?: string }) {
  return z.string(params?.error ? { error: params.error } : undefined).refine(isSafeText, { message: 'text_invalid', abort: true });
}
