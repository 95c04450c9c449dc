import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv, type Env } from '../config/env';
import { logger } from '../http/logger';

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

type SecretEnv = Pick<Env, 'AUTH_SECRET' | 'DATA_DIR' | 'NODE_ENV'>;

/**
 * AUTH_SECRET when set. Otherwise a random secret kept in DATA_DIR/auth-secret (mode 0600), so
 * sessions survive restarts. Production is allowed the file too, because the demo runs
 * `next start`, but it is warned: every server behind one domain must share the secret.
 */
export function resolveAuthSecret(env: SecretEnv, warn: (message: string) => void): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  if (env.NODE_ENV === 'production') {
    warn(`AUTH_SECRET is not set; signing sessions with the generated secret in ${file}.`);
  }
  return readOrCreateSecret(file);
}

let processSecret: string | undefined;

/** The process's signing secret, resolved on first use. */
export function getAuthSecret(): string {
  processSecret ??= resolveAuthSecret(getEnv(), (message) => logger.warn(message));
  return processSecret;
}
