import 'server-only';
import { createApi, type Api } from './app';
import { getEnv } from './config/env';
import { getDatabase } from './db';
import { getSharedState } from './shared-state';

const holder = globalThis as typeof globalThis & { __strideApi?: Promise<Api> };

/** The API bound to the process database, built once per process. */
export function getApi(): Promise<Api> {
  holder.__strideApi ??= getDatabase().then(({ db }) =>
    createApi({ db, brand: getEnv().BRAND, sharedState: getSharedState() }),
  );
  return holder.__strideApi;
}
