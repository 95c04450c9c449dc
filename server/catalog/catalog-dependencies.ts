import type { AuthDependencies } from '../auth/auth-dependencies';

/** The identity service's clock and shared counters, for the catalogue's rate limits. */
export type CatalogDependencies = Pick<AuthDependencies, 'clock' | 'state'>;
