// The origin at which this process reaches itself: the sandbox payment gateway is served by
// the app, and the app calls it (and posts its webhooks) over HTTP like a remote service.
import type { AddressInfo } from 'node:net';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

export function loopbackOrigin(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port yet');
  const host = WILDCARD_HOSTS.has(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
