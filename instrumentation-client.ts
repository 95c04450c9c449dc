import { z } from 'zod';

// Runs before the page's modules. Zod probes for eval with `new Function` when it builds its
// first object schema; the page's policy refuses eval (decision 006) and would report every
// probe as a violation, so its parsers run without compiled fast paths.
z.config({ jitless: true });
