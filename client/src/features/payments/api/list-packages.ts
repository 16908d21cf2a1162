// GET /api/packages: the fixed list, public. Until it answers, the dialog shows the same list
// from the client's copy, so the prices appear at once.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TOKEN_PACKAGES } from '../packages';

/** What the dialog needs of a package; price as a number for the formatter. */
export interface ShownPackage {
  id: string;
  tokens: number;
  price: number;
  currency: string;
}

interface PackageOnWire {
  id: string;
  tokens: number;
  /** 3-decimal string, e.g. '2.000' */
  price: string;
  currency: string;
}

const shown = (p: { id: string; tokens: number; price: string | number; currency: string }): ShownPackage => ({
  id: p.id,
  tokens: p.tokens,
  price: Number(p.price),
  currency: p.currency,
});

export const FALLBACK_PACKAGES: ShownPackage[] = TOKEN_PACKAGES.map(shown);

export async function listPackages(): Promise<ShownPackage[]> {
  const body = await apiRequest<PackageOnWire[]>('/api/packages', { anonymous: true });
  return body.map(shown);
}

export function usePackages() {
  return useQuery({ queryKey: ['packages'], queryFn: listPackages, placeholderData: FALLBACK_PACKAGES, staleTime: 10 * 60_000 });
}
