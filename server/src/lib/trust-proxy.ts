// Who may tell us a request's client address: the same rule for HTTP (Fastify's trustProxy)
// and for the socket handshake, so a limit keyed on the address cannot be dodged on either.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** false: nobody; a number: that many proxies in front of us; a list: those addresses/CIDRs. */
export type TrustProxySetting = false | number | string[];

/**
 * proxy-addr's trust rule. Fastify reads a bare number as "trust no one" (it cannot tell who
 * the nearest peer is), so a hop count becomes "the first n addresses, nearest first, are
 * proxies": the client is the address n hops back, and whatever a client wrote further left
 * in X-Forwarded-For is ignored.
 */
export function trustRule(trust: TrustProxySetting): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** The client's address of a raw request (e.g. a WebSocket handshake) under that rule. */
export function clientAddress(request: IncomingMessage, trust: TrustProxySetting): string {
  return proxyAddr(request, trustRule(trust));
}
