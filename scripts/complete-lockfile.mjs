#!/usr/bin/env node
// Adds lockfile entries for platform-specific optional binaries that our
// restricted registry does not carry (e.g. @next/swc-darwin-arm64).
//
// When `npm install` runs against that registry, the manifests of those
// packages 404, npm drops them, and the package-lock.json it writes lacks
// them. `npm ci` then rebuilds the dependency graph, sees the parent's
// optionalDependencies unmet by the lockfile and refuses to install
// ("Missing: @swc/core-darwin-arm64@ from lock file"), here and on any
// laptop. An entry that carries the package's os/cpu/libc is enough for
// `npm ci`: on a non-matching machine it is skipped without being fetched,
// and on a matching machine npm fetches name@version from the registry.
//
// Usage: node scripts/complete-lockfile.mjs [--check] [path/to/package-lock.json]
//   default: rewrite ./package-lock.json in place (no network access).
//   --check: change nothing; exit 1 if any optional dependency lacks an entry.

import { readFileSync, writeFileSync } from 'node:fs';

// Values of process.platform / process.arch that binary packages put in their
// names. openharmony and netbsd are not in the usual list but esbuild, rolldown
// and unrs-resolver publish binaries for them.
const OPERATING_SYSTEMS = new Set([
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
]);
const CPUS = new Set([
  'arm',
  'arm64',
  'ia32',
  'loong64',
  'mips64el',
  'ppc64',
  'riscv64',
  's390x',
  'wasm32',
  'x64',
]);
const MUSL = new Set(['musl', 'musleabihf']);
const GLIBC = new Set(['gnu', 'gnueabihf', 'glibc']);

// The key order npm uses when it writes a lockfile (json-stringify-nice with
// arborist's preferred keys); matching it keeps diffs against npm's own output
// empty.
const NPM_KEY_ORDER = [
  'name',
  'version',
  'lockfileVersion',
  'resolved',
  'integrity',
  'requires',
  'packages',
  'dependencies',
];

const NODE_MODULES = 'node_modules/';

/** os/cpu/libc for a package such as "@unrs/resolver-binding-linux-arm-musleabihf", or null. */
function inferPlatform(packageName) {
  const tokens = packageName.split('/').pop().split('-');
  let os;
  let cpu;
  let libc;
  for (const token of tokens) {
    if (OPERATING_SYSTEMS.has(token)) os ??= token;
    // sharp spells the musl flavour of Linux as one word.
    else if (token === 'linuxmusl') {
      os ??= 'linux';
      libc ??= 'musl';
    } else if (CPUS.has(token)) cpu ??= token;
    else if (MUSL.has(token)) libc ??= 'musl';
    else if (GLIBC.has(token)) libc ??= 'glibc';
  }
  // WebAssembly builds run on any OS, so wasm32 alone pins them down. Anything
  // else needs both, or it could match this machine and send npm to fetch a
  // package that the registry does not have.
  if (!cpu || (!os && cpu !== 'wasm32')) return null;
  const platform = { cpu: [cpu] };
  if (os) platform.os = [os];
  // npm only consults libc on Linux, and packages only declare it there.
  if (libc && os === 'linux') platform.libc = [libc];
  return platform;
}

/** The version an exact semver spec ("1.2.3", "=1.2.3", "v1.2.3-rc.1") names, or null for ranges. */
function exactVersion(spec) {
  const match = /^=?v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/.exec(spec.trim());
  return match ? match[1] : null;
}

/** The lockfile key Node would load `name` from when required by the package at `fromKey`. */
function resolveFrom(packages, fromKey, name) {
  let base = fromKey;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}${NODE_MODULES}${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf(`/${NODE_MODULES}`);
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

function depth(key) {
  return key.split(NODE_MODULES).length - 1;
}

/**
 * Adds the missing entries to `lock` in place. Returns what was added and the
 * optional dependencies that are missing but could not be added.
 */
function completeLockfile(lock) {
  const original = lock.packages;
  const packages = { ...original };
  const addedHere = new Set();
  const added = [];
  const skipped = [];

  // Shallow parents first, as npm places dependencies breadth-first: the
  // top-level copy of a package (e.g. esbuild) claims node_modules/<binary>,
  // deeper copies with other versions get nested ones.
  const parents = Object.keys(original).sort(
    (a, b) => depth(a) - depth(b) || a.localeCompare(b, 'en'),
  );

  for (const parentKey of parents) {
    const parent = original[parentKey];
    for (const [name, spec] of Object.entries(parent.optionalDependencies ?? {})) {
      if (resolveFrom(original, parentKey, name)) continue;
      const where = parentKey || '(root)';

      const version = exactVersion(spec);
      if (!version) {
        skipped.push(`${name}@${spec} (optional dependency of ${where}): not an exact version`);
        continue;
      }
      const platform = inferPlatform(name);
      if (!platform) {
        skipped.push(
          `${name}@${version} (optional dependency of ${where}): cannot infer os/cpu from its name`,
        );
        continue;
      }

      const reachable = resolveFrom(packages, parentKey, name);
      if (reachable && packages[reachable].version === version) {
        // Shared with a parent handled earlier: it is dev/peer only if every
        // parent that needs it is (mirrors npm's calcDepFlags).
        if (addedHere.has(reachable)) {
          if (!parent.dev) delete packages[reachable].dev;
          if (!parent.peer) delete packages[reachable].peer;
        }
        continue;
      }

      // The whole path up from the parent was free in the original lockfile,
      // so only an entry added above for another version can occupy the top.
      const key = reachable
        ? `${parentKey ? `${parentKey}/` : ''}${NODE_MODULES}${name}`
        : `${NODE_MODULES}${name}`;
      // Reached only through an optional edge, the binary inherits dev/peer
      // from its parent and is always optional.
      packages[key] = {
        version,
        ...platform,
        ...(parent.dev && { dev: true }),
        ...(parent.peer && { peer: true }),
        optional: true,
      };
      addedHere.add(key);
      added.push(key);
    }
  }

  lock.packages = packages;
  return { added, skipped };
}

/** JSON text byte-identical to what npm writes for the same lockfile data. */
function stringifyLikeNpm(lock) {
  const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
  const rank = (key) => {
    const index = NPM_KEY_ORDER.indexOf(key);
    return index === -1 ? NPM_KEY_ORDER.length : index;
  };
  const sorted = (_key, value) => {
    if (!isObject(value)) return value;
    // Scalars and arrays before nested objects; preferred keys first, then
    // the rest in English collation order.
    const entries = Object.entries(value).sort(
      ([a, av], [b, bv]) =>
        isObject(av) - isObject(bv) || rank(a) - rank(b) || a.localeCompare(b, 'en'),
    );
    return Object.fromEntries(entries);
  };
  return `${JSON.stringify(lock, sorted, 2)}\n`;
}

function main(args) {
  const check = args.includes('--check');
  const file = args.find((arg) => arg !== '--check') ?? 'package-lock.json';

  const before = readFileSync(file, 'utf8');
  const lock = JSON.parse(before);
  const { added, skipped } = completeLockfile(lock);

  for (const problem of skipped) console.warn(`warning: left out ${problem}`);

  if (check) {
    if (added.length === 0 && skipped.length === 0) {
      console.log(`${file}: every optional dependency has an entry`);
      return 0;
    }
    for (const key of added) console.error(`missing: ${key}`);
    console.error(`${file} is incomplete: run \`npm run lockfile:complete\``);
    return 1;
  }

  const after = stringifyLikeNpm(lock);
  if (after !== before) writeFileSync(file, after);
  for (const key of added) console.log(`added ${key}@${lock.packages[key].version}`);
  console.log(`${file}: ${added.length} entr${added.length === 1 ? 'y' : 'ies'} added`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
