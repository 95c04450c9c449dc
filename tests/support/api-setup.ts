import { afterAll, beforeAll } from 'vitest';
import { resetEnvForTests } from '@/server/config/env';
import { TRUSTED_ENTRY } from '@/server/entry/client-address.mjs';

// API tests call the Hono app as the entry server would hand it requests: the client address
// header is the resolved one (tests send x-stride-client-address to act from an address).
(globalThis as Record<symbol, unknown>)[TRUSTED_ENTRY] = true;

// The API files share a worker's modules (isolate: false), so the environment a file changes
// is put back when it ends, and the settings read from it are read again by the next file.
let environmentBefore: Record<string, string | undefined> = {};
beforeAll(() => {
  environmentBefore = { ...process.env };
});
afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in environmentBefore)) delete process.env[name];
  }
  Object.assign(process.env, environmentBefore);
  resetEnvForTests();
});
