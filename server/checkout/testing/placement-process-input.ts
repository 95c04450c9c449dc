import type { ShopperSubject } from '../../auth/subject';
import type { DatabaseTarget } from '../../db/client';
import type { PlacementStep } from '../place-order';

/** What the crash test hands placement-process.ts, as JSON in its first argument. */
export interface PlacementProcessInput {
  target: DatabaseTarget;
  subject: ShopperSubject;
  basketId: string;
  card: Record<string, string>;
  stopAt: PlacementStep;
  publicBaseUrl: string;
}

/** The line the process prints when it reaches `stopAt`, before it waits to be killed. */
export const stoppedLine = (step: PlacementStep) => `placement stopped at ${step}`;
