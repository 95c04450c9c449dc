import type {
  CollectionPoint,
  CollectionPointSearchRequest,
} from '@/lib/contracts/collection-points';
import type { Database } from '../../db/client';

/**
 * Where collection points come from: the demo's seeded points or a carrier's API. Every
 * point answered can be named by a bag line (it is a row of the stores table by then).
 */
export interface CollectionPointProvider {
  readonly name: 'offline' | 'dhl';
  search(db: Database, request: CollectionPointSearchRequest): Promise<CollectionPoint[]>;
}

/** The carrier could not be asked (network, its own failure, a refused key): try again later. */
export class CollectionPointsUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Collection points are unavailable: ${reason}`, options);
    this.name = 'CollectionPointsUnavailable';
  }
}
