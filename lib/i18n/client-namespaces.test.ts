import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientNamespacesOf } from '@/tests/support/client-translations';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import italian from '@/messages/it.json';
import { CLIENT_NAMESPACES, type MessagesRoute } from './client-namespaces';

const ROUTE_FILE = /^(page|layout|template|not-found|error|global-error|loading|default)\.tsx?$/;
const routes = CLIENT_NAMESPACES as Record<string, readonly string[]>;

const routeFiles = readdirSync('app', { recursive: true, encoding: 'utf8' })
  .filter((file) => ROUTE_FILE.test(path.basename(file)))
  .map((file) => path.join('app', file));

/** The `ClientMessages` a route file renders itself, if any. */
function ownRoute(file: string): MessagesRoute | undefined {
  const route = /<ClientMessages\s+route="(\w+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  if (route === undefined) return undefined;
  if (!(route in routes)) throw new Error(`${file} hands over "${route}", which is not listed.`);
  return route as MessagesRoute;
}

/** The messages a route file's client components get: its own, else its nearest layout's. */
function routeOf(file: string): MessagesRoute | undefined {
  const own = ownRoute(file);
  if (own) return own;
  for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (layout !== file && routeFiles.includes(layout)) {
      const route = ownRoute(layout);
      if (route) return route;
    }
  }
  return undefined;
}

const covers = (handed: string, asked: string) =>
  asked === handed || asked.startsWith(`${handed}.`);

const asked = new Map(routeFiles.map((file) => [file, [...clientNamespacesOf(file)]]));

it('hands every client component the messages it asks for', () => {
  const missing: string[] = [];
  for (const [file, namespaces] of asked) {
    const route = routeOf(file);
    const handed = route ? CLIENT_NAMESPACES[route] : [];
    for (const namespace of namespaces) {
      if (!handed.some((name) => covers(name, namespace))) {
        missing.push(`${file} uses ${namespace}: add it to ${route ?? 'a ClientMessages'}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

it('hands over no message a client component under the route does not ask for', () => {
  const unasked: string[] = [];
  for (const [route, handed] of Object.entries(routes)) {
    const askedUnder = [...asked].filter(([file]) => routeOf(file) === route).flatMap(([, n]) => n);
    if (askedUnder.length === 0) unasked.push(`${route} is handed over by no route file`);
    for (const name of handed) {
      if (!askedUnder.some((namespace) => covers(name, namespace)))
        unasked.push(`${route}: ${name}`);
      if (handed.some((other) => other !== name && covers(other, name))) {
        unasked.push(`${route}: ${name} is already under another`);
      }
    }
  }
  expect(unasked).toEqual([]);
});

it.each([
  ['en', en],
  ['fr', fr],
  ['de', de],
  ['it', italian],
])('lists only namespaces the %s messages have', (_, messages) => {
  const absent = Object.values(routes)
    .flat()
    .filter(
      (name) =>
        name
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], messages) ===
        undefined,
    );
  expect(absent).toEqual([]);
});
