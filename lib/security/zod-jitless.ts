/**
 * Zod probes for eval with `new Function` when it builds its first object schema; the page's
 * policy refuses eval (decision 006) and would report every probe as a violation, so parsers
 * run without compiled fast paths. Zod keeps its settings on globalThis (`__zod_globalConfig`,
 * zod/v4/core) for every copy to share, which lets the page set this before zod loads: zod
 * itself then loads only with the page's first parse.
 */
export function preferJitlessZod(scope: object = globalThis): void {
  const shared = scope as { __zod_globalConfig?: Record<string, unknown> };
  Object.assign((shared.__zod_globalConfig ??= {}), { jitless: true });
}
