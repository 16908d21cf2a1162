import { describe, expect, it } from 'vitest';
import type os from 'node:os';
import { publicOriginOf } from './public-origin.ts';

const iface = (address: string, internal = false, family: 'IPv4' | 'IPv6' = 'IPv4') =>
  ({ address, internal, family, netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;

describe('public origin', () => {
  it("is PUBLIC_URL's origin when set", () => {
    expect(publicOriginOf({ publicUrl: 'https://play.example.com/app', host: '0.0.0.0' }, 3000, {})).toBe('https://play.example.com');
  });

  it('is the LAN address on every interface, skipping loopback and IPv6', () => {
    const interfaces = { lo: [iface('127.0.0.1', true)], wlan0: [iface('fe80::1', false, 'IPv6'), iface('192.168.1.23')] };
    expect(publicOriginOf({ publicUrl: undefined, host: '0.0.0.0' }, 3000, interfaces)).toBe('http://192.168.1.23:3000');
    expect(publicOriginOf({ publicUrl: undefined, host: '::' }, 3000, interfaces)).toBe('http://192.168.1.23:3000');
  });

  it('falls back to localhost without a network, and keeps an explicit host', () => {
    expect(publicOriginOf({ publicUrl: undefined, host: '0.0.0.0' }, 3000, { lo: [iface('127.0.0.1', true)] })).toBe(
      'http://localhost:3000',
    );
    expect(publicOriginOf({ publicUrl: undefined, host: '127.0.0.1' }, 8080, {})).toBe('http://127.0.0.1:8080');
  });
});
