import { vi } from 'vitest';

// The unit and lib files share a worker's loaded packages instead of starting a worker per file
// (isolate: false, most of those suites' time). Before each file's own code loads, what an
// earlier file may have left is undone: it imports its own copy of the project's modules (no
// store, cache or mock state carries over) and finds real timers and the real globals.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
