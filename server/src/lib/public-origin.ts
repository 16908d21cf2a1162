// The origin players' devices reach this server at: what QR codes and shared links carry,
// and the one foreign-looking origin the socket gateway accepts. PUBLIC_URL when set.
// Otherwise a server listening on every interface (the embedded default) is reached by the
// phones through the machine's LAN address: 'localhost' would mean each phone itself.
import os from 'node:os';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/** The first non-internal IPv4 address of this machine, if any. */
export function lanAddress(interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces()): string | undefined {
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) if (info.family === 'IPv4' && !info.internal) return info.address;
  }
  return undefined;
}

/** PUBLIC_URL (without a trailing slash) and the address the server listens on (HOST). */
export interface ServerAddress {
  publicUrl: string | undefined;
  host: string;
}

export function publicOriginOf(
  address: ServerAddress,
  port: number,
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string {
  if (address.publicUrl) return new URL(address.publicUrl).origin;
  const host = WILDCARD_HOSTS.has(address.host) ? (lanAddress(interfaces) ?? 'localhost') : address.host;
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
}
