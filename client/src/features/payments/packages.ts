// The fixed token packages of SPEC §9, from the one definition in shared/ (the server owns the
// prices). `price` stays a number here for the dialog's formatter; `priceText` is the wire
// string ('2.000') and `priceFils` the exact amount.
import { TOKEN_PACKAGES as PACKAGES, type TokenPackage as SharedTokenPackage } from '@charades/shared/packages';

export interface TokenPackage extends Omit<SharedTokenPackage, 'price'> {
  price: number;
  priceText: string;
}

export const TOKEN_PACKAGES: TokenPackage[] = PACKAGES.map((p) => ({ ...p, price: p.priceFils / 1000, priceText: p.price }));
