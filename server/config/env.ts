import { z } from 'zod';

/**
 * Every setting the commerce API reads, validated once. A bad value fails at start with a
 * message naming the variable, instead of surfacing later as a confusing runtime error.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND: z.string().min(1).default('stride'),
  /** When set, server-rendered pages call this commerce API host instead of the in-process one. */
  COMMERCE_API_URL: z.url().optional(),
  /** Editors send it to read drafts; preview is off while it is unset. */
  CONTENT_PREVIEW_TOKEN: z.string().min(16).optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests that change the environment make the next getEnv() read it again. */
export function resetEnvForTests(): void {
  cached = undefined;
}
