// GET /api/packages: the fixed list, public. Until it answers, the dialog shows the same list
// from the one definition in shared/, so the prices appear at once.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { TOKEN_PACKAGES } from '@charades/shared/packages';
import type { tokenPackageSchema } from '@charades/shared/schemas/payments';
import { callApi } from '@/lib/api-client';

/** What the dialog needs of a package; money in integer fils, as the server charges it.
 *  testMode: sold on the sandbox gateway (test payments); unknown until the server answers. */
export type ShownPackage = Pick<z.output<typeof tokenPackageSchema>, 'id' | 'tokens' | 'priceFils' | 'currency'> & { testMode?: boolean };

export const FALLBACK_PACKAGES: readonly ShownPackage[] = TOKEN_PACKAGES;

export function listPackages(): Promise<ShownPackage[]> {
  return callApi('packages.list', undefined, { anonymous: true });
}

export function usePackages() {
  return useQuery({ queryKey: ['packages'], queryFn: listPackages, placeholderData: [...FALLBACK_PACKAGES], staleTime: 10 * 60_000 });
}
