// MyFatoorah's envelope as the sandbox answers it, and the readers of a request's loose JSON.
import { randomInt } from 'node:crypto';

export type Json = Record<string, unknown>;
export const asRecord = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
export const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export interface ValidationError {
  Name: string;
  Error: string;
}
export const failure = (message: string, errors: ValidationError[] | null = null) => ({
  IsSuccess: false,
  Message: message,
  ValidationErrors: errors,
  Data: null,
});
export const success = (data: unknown, message = '') => ({ IsSuccess: true, Message: message, ValidationErrors: null, Data: data });

export function isHttpUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Random digits, for the ids MyFatoorah would make up. */
export const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
