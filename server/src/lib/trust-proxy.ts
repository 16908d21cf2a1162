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

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]', '*']);

/**
 * A hop count trusts whoever is nearest, which is the balancer only if nobody else can reach the
 * server. Listening on every interface, anyone who reaches a replica directly can write
 * X-Forwarded-For and pick the address its rate limits key on. The warning production logs at
 * boot for that combination; undefined when the setting is safe.
 */
export function trustProxyWarning(trust: TrustProxySetting, host: string): string | undefined {
  if (typeof trust !== 'number' || !EVERY_INTERFACE.has(host.trim())) return undefined;
  return (
    `TRUST_PROXY=${trust} trusts ${trust === 1 ? 'the nearest peer' : `the ${trust} nearest peers`} while the server listens on every ` +
    `interface (HOST=${host}): a client that reaches a replica directly can forge X-Forwarded-For and dodge the per-address ` +
    "rate limits. Set TRUST_PROXY to the balancer's addresses or CIDR range (e.g. TRUST_PROXY=172.30.0.0/24), or listen only where the balancer can reach."
  );
}
