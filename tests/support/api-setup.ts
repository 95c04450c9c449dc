import { TRUSTED_ENTRY } from '@/server/entry/client-address.mjs';

// API tests call the Hono app as the entry server would hand it requests: the client address
// header is the resolved one (tests send x-stride-client-address to act from an address).
(globalThis as Record<symbol, unknown>)[TRUSTED_ENTRY] = true;
