// An empty page on the same Next.js and React as the store, built with the same bundler and
// served beside the store's bench: what any page of this framework costs before a line of the
// store's code, on this machine, in the same run. The goals are read against it.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run, serveCommand } from './store.mjs';

const source = path.resolve('scripts/bench/empty-page');
const dir = path.resolve('.data/bench-empty-page');
const next = path.join(dir, 'node_modules/.bin/next');

/** Builds the empty page's app in `.data/` and serves it on `port`, as `serveCommand` does. */
export async function serveEmptyPage(port, env) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(source, dir, { recursive: true });
  // Turbopack resolves packages only inside the app's root: the store's, hard-linked, are.
  await run('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')], env);
  await run(next, ['build', dir], env);
  return serveCommand(next, ['start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    port,
    env,
    page: '/',
  });
}
