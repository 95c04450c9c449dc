import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv, type Env } from '../config/env';
import { demoOnly } from '../config/readiness';

const SECRET_BYTES = 48;
const MIN_SECRET_LENGTH = 32;

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds no usable auth secret`);
  return secret;
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/**
 * Reads the secret file, creating it first when missing. The new secret is written to a private
 * temporary file and hard-linked into place, which fails if another process won the race, so
 * every process ends up reading the same complete secret.
 */
function readOrCreateSecret(file: string): string {
  try {
    return readSecret(file);
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, randomBytes(SECRET_BYTES).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readSecret(file);
}

type SecretEnv = Pick<Env, 'AUTH_SECRET' | 'DATA_DIR' | 'DEMO_MODE'>;

/**
 * AUTH_SECRET when set. In the demo without it, a random secret kept in DATA_DIR/auth-secret
 * (mode 0600), so sessions survive restarts; every server behind one domain must share the
 * secret, which is why production sets it.
 */
export function resolveAuthSecret(env: SecretEnv): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!env.DEMO_MODE) return demoOnly('A generated session secret', 'AUTH_SECRET');
  return readOrCreateSecret(path.resolve(env.DATA_DIR, 'auth-secret'));
}

let processSecret: string | undefined;

/** The process's signing secret, resolved on first use. */
export function getAuthSecret(): string {
  processSecret ??= resolveAuthSecret(getEnv());
  return processSecret;
}
