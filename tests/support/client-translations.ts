import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
);
const host = ts.createCompilerHost(config.options);

interface SourceModule {
  imports: string[];
  isClientBoundary: boolean;
  namespaces: string[];
  /** `useTranslations` calls without a string literal namespace: what they use cannot be told. */
  uncheckable: number;
}

const modules = new Map<string, SourceModule>();

function isOwnSource(file: string): boolean {
  return (
    !file.includes(`${path.sep}node_modules${path.sep}`) &&
    /\.(tsx?|mts)$/.test(file) &&
    !file.endsWith('.d.ts') &&
    !file.endsWith('.d.mts')
  );
}

function moduleAt(file: string): SourceModule {
  const known = modules.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  const imports: string[] = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, config.options, host).resolvedModule;
    if (resolved && isOwnSource(resolved.resolvedFileName)) {
      imports.push(path.resolve(resolved.resolvedFileName));
    }
  }
  const calls = [...text.matchAll(/useTranslations\(([^)]*)\)/g)].map((m) => (m[1] ?? '').trim());
  const literal = /^'([^']+)'$/;
  const found: SourceModule = {
    imports,
    isClientBoundary: /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(text),
    namespaces: calls.flatMap((call) => literal.exec(call)?.[1] ?? []),
    uncheckable: calls.filter((call) => !literal.test(call)).length,
  };
  modules.set(file, found);
  return found;
}

/**
 * The message namespaces the client components reachable from `entry` (a route file) ask
 * `useTranslations` for: every module a `'use client'` module imports runs in the browser too.
 * Throws on a call whose namespace is not a string literal.
 */
export function clientNamespacesOf(entry: string): Set<string> {
  const namespaces = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const source = moduleAt(file);
    const client = inClient || source.isClientBoundary;
    const key = `${client}:${file}`;
    if (visited.has(key)) return;
    visited.add(key);
    if (client) {
      if (source.uncheckable > 0) {
        throw new Error(`${path.relative(root, file)} calls useTranslations without a literal.`);
      }
      for (const namespace of source.namespaces) namespaces.add(namespace);
    }
    for (const imported of source.imports) visit(imported, client);
  };
  visit(path.resolve(root, entry), false);
  return namespaces;
}
