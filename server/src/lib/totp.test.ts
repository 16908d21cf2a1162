import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; its 8-digit codes
// end in the 6 digits an authenticator shows.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it('gives the codes of RFC 6238 appendix B', () => {
    for (const [seconds, eight] of RFC_VECTORS) expect(totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(eight.slice(-6));
  });

  it('round-trips base32 and refuses what is not base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(() => base32Decode('NOT-BASE32!')).toThrow(RangeError);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts a code one step either side of now, once, and nothing else', () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 10, 29, 12, 0, 10);
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, step), now, null)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step + 2), now, null)).toBeNull();
    // Used once: the same step (or an earlier one) is refused after it.
    expect(matchTotp(secret, totpCode(secret, step), now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step - 1), now, step - 1)).toBeNull();
    expect(matchTotp(secret, '12345', now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('builds the otpauth address an authenticator reads', () => {
    const url = new URL(otpauthUrl({ secret: 'JBSWY3DPEHPK3PXP', account: 'staff@example.com', issuer: 'Charades' }));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Charades:staff@example.com');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('Charades');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
