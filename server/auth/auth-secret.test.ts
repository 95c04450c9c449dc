import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

const folders: string[] = [];
function dataDir() {
  const folder = mkdtempSync(path.join(tmpdir(), 'stride-secret-'));
  folders.push(folder);
  return path.join(folder, 'data');
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('auth secret', () => {
  it('prefers AUTH_SECRET and writes nothing', () => {
    const DATA_DIR = dataDir();
    const secret = 's'.repeat(40);
    expect(
      resolveAuthSecret({ AUTH_SECRET: secret, DATA_DIR, NODE_ENV: 'production' }, vi.fn()),
    ).toBe(secret);
    expect(() => statSync(DATA_DIR)).toThrow();
  });

  it('generates a private secret file once and reads it back on the next start', () => {
    const DATA_DIR = dataDir();
    const warn = vi.fn();
    const first = resolveAuthSecret({ DATA_DIR, NODE_ENV: 'development' }, warn);
    expect(first).toMatch(/^[\w-]{64}$/);
    const file = path.join(DATA_DIR, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(resolveAuthSecret({ DATA_DIR, NODE_ENV: 'development' }, warn)).toBe(first);
    expect(warn).not.toHaveBeenCalled();
  });

  it('allows the generated secret in production but warns', () => {
    const warn = vi.fn();
    resolveAuthSecret({ DATA_DIR: dataDir(), NODE_ENV: 'production' }, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('AUTH_SECRET is not set'));
  });
});
