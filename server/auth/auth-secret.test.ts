import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect(resolveAuthSecret({ AUTH_SECRET: secret, DATA_DIR, DEMO_MODE: false })).toBe(secret);
    expect(() => statSync(DATA_DIR)).toThrow();
  });

  it('generates a private secret file once in the demo and reads it back on the next start', () => {
    const DATA_DIR = dataDir();
    const first = resolveAuthSecret({ DATA_DIR, DEMO_MODE: true });
    expect(first).toMatch(/^[\w-]{64}$/);
    const file = path.join(DATA_DIR, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(resolveAuthSecret({ DATA_DIR, DEMO_MODE: true })).toBe(first);
  });

  it('refuses to generate a secret outside the demo, and writes nothing', () => {
    const DATA_DIR = dataDir();
    expect(() => resolveAuthSecret({ DATA_DIR, DEMO_MODE: false })).toThrow(/AUTH_SECRET/);
    expect(() => statSync(DATA_DIR)).toThrow();
  });
});
