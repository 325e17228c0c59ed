/**
 * zod compiles fast parsers with `new Function` unless told not to, after probing whether eval is
 * allowed — a probe the CSP (decision 008) refuses and the browser reports in the console. zod 4
 * keeps its config on `globalThis.__zod_globalConfig` and reads `jitless` when a schema is built,
 * so setting it here, before any lazy chunk builds a schema, turns the probe off without putting
 * zod itself in the first download (`z.config({ jitless: true })` would).
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
