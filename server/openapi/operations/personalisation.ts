import { decideRequestSchema, decideResponseSchema } from '@/lib/contracts/personalisation';
import { json, named, type Operation } from '../operation';

export const personalisationOperations: Operation[] = [
  {
    method: 'post',
    path: '/engine/v1/decide/{brand}',
    summary:
      "The visitor's personalisation: each experience's variant and each segmentation block's matching segments, for the session's shopper; baselines only without targeting consent",
    tag: 'Personalisation',
    body: named('DecideRequest', decideRequestSchema),
    success: json(named('DecideResponse', decideResponseSchema)),
    errors: ['AUT404', 'API404'],
  },
];
