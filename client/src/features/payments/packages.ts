// The fixed token packages of SPEC §9. Prices are shown here only; the server owns them.
export interface TokenPackage {
  id: string;
  tokens: number;
  price: number;
  currency: 'KWD';
}

export const TOKEN_PACKAGES: TokenPackage[] = [
  { id: 'pkg-1', tokens: 1, price: 0.5, currency: 'KWD' },
  { id: 'pkg-5', tokens: 5, price: 2, currency: 'KWD' },
  { id: 'pkg-10', tokens: 10, price: 3.5, currency: 'KWD' },
];
