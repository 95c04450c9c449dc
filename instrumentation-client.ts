import { preferJitlessZod } from '@/lib/security/zod-jitless';

// Runs before the page's modules, so before any zod schema is built.
preferJitlessZod();
