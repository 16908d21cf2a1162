// The fixed token packages (docs/product.md#records, #constants): the one definition the server charges from and the
// client shows. One token is one game.
import { formatFils } from './money.ts';

export interface TokenPackage {
  id: 'pkg-1' | 'pkg-5' | 'pkg-10';
  tokens: number;
  gamesCount: number;
  /** The price in integer fils (1 KWD = 1000 fils). */
  priceFils: number;
  /** The same price as the 3-decimal wire string, e.g. '0.500'. */
  price: string;
  currency: 'KWD';
}

function pkg(id: TokenPackage['id'], tokens: number, priceFils: number): TokenPackage {
  return { id, tokens, gamesCount: tokens, priceFils, price: formatFils(priceFils), currency: 'KWD' };
}

export const TOKEN_PACKAGES: readonly TokenPackage[] = [pkg('pkg-1', 1, 500), pkg('pkg-5', 5, 2000), pkg('pkg-10', 10, 3500)];

export function findPackage(id: string): TokenPackage | undefined {
  return TOKEN_PACKAGES.find((p) => p.id === id);
}
