import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();

/** A port no one listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The built store in a throwaway folder, so the suite's server is left as it was: the
 * project's files linked, `.next` hard-linked (Next writes its caches by renaming new files
 * into place, which leaves the suite's copy alone), the seeded images linked and, when asked,
 * a copy of the suite's seeded embedded database.
 */
export function throwawayStore({ embeddedDatabase }: { embeddedDatabase: boolean }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stride-store-'));
  for (const name of readdirSync(root)) {
    if (name !== '.next' && name !== '.data')
      symlinkSync(path.join(root, name), path.join(dir, name));
  }
  const linked = spawnSync('cp', ['-al', path.join(root, '.next'), path.join(dir, '.next')]);
  if (linked.status !== 0) throw new Error(`copying .next failed: ${String(linked.stderr)}`);
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  if (embeddedDatabase) {
    cpSync(path.join(root, '.data/e2e/pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  symlinkSync(path.join(root, '.data/e2e/media'), path.join(dataDir, 'media'));
  return { dir, dataDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
