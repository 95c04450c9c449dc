import { describe, expect, it } from 'vitest';
import { preferJitlessZod } from './zod-jitless';

describe('preferJitlessZod', () => {
  it('is the setting zod reads when it loads afterwards', async () => {
    const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    const before = scope.__zod_globalConfig;
    preferJitlessZod();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(scope.__zod_globalConfig).toBe(z.config());
    if (before === undefined) delete scope.__zod_globalConfig;
  });

  it('keeps settings already made', () => {
    const scope = { __zod_globalConfig: { customError: 'kept' } };
    preferJitlessZod(scope);
    expect(scope.__zod_globalConfig).toEqual({ customError: 'kept', jitless: true });
  });
});
