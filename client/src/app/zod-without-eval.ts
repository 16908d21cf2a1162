// Our Content-Security-Policy forbids eval. zod builds every object schema with a probe of
// `new Function` (to compile fast parsers when it may), and in the browser that probe is
// reported as a CSP violation. zod reads its global config from globalThis (see
// zod/v4/core/core.js), so setting `jitless` there before any schema module is evaluated stops
// the probe, without loading zod itself on pages that need none.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
