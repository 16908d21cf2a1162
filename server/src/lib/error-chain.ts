// Drizzle and our own code wrap a driver's error in another's `cause`, so what we branch on (a
// SQLSTATE, a constraint's name, a closed connection) may sit a few causes deep. Every such
// check walks the chain here, the same few steps deep: a chain may be long or even loop.
const MAX_DEPTH = 5;

/** The error and its causes, outermost first, up to the first missing cause (at most five). */
export function causeChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && chain.length < MAX_DEPTH; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** The first string `field` along the chain that `accept` takes (any string when not given). */
export function stringInChain(err: unknown, field: string, accept: (value: string) => boolean = () => true): string | undefined {
  for (const e of causeChain(err)) {
    const value = (e as Record<string, unknown>)[field];
    if (typeof value === 'string' && accept(value)) return value;
  }
  return undefined;
}
