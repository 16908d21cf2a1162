// The toast of a failed change: docs/product.md#errors's text ('Failed to add category'), followed by the
// reason when the server named one the admin can act on ('A category with this internal ID
// already exists'). A network or server fault adds nothing the admin could act on.
import type { TFunction } from '@/lib/translator';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';

const UNHELPFUL = new Set(['internal_error', 'validation_failed', 'service_unavailable']);

export function failureText(t: TFunction, failure: string, err: unknown): string {
  if (!(err instanceof ApiError) || UNHELPFUL.has(err.code)) return failure;
  return `${failure}: ${t(errorMessageKey(err.code))}`;
}
