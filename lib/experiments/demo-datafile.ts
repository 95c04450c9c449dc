import type { ExperimentDatafile } from '@/lib/contracts/experiments';
import { ADD_TO_CART_EVENT, PDP_PROMISE_FLAG } from './constants';

const experimentId = '9300001';

/**
 * The demo's experiment: the product page's returns promise worded two ways, half the visitors
 * each, add to cart as the conversion. Both wordings state the same 30-day free returns.
 */
export const demoDatafile: ExperimentDatafile = {
  version: '4',
  accountId: 'stride',
  projectId: 'stride-demo',
  revision: '1',
  anonymizeIP: true,
  botFiltering: false,
  attributes: [{ id: '9300041', key: 'locale' }],
  audiences: [],
  events: [{ id: '9300021', key: ADD_TO_CART_EVENT, experimentIds: [experimentId] }],
  experiments: [
    {
      id: experimentId,
      key: 'pdp_promise_test',
      status: 'Running',
      layerId: '9300002',
      audienceIds: [],
      variations: [
        { id: '9300011', key: 'baseline', featureEnabled: true, variables: [] },
        { id: '9300012', key: 'return_free', featureEnabled: true, variables: [] },
      ],
      trafficAllocation: [
        { entityId: '9300011', endOfRange: 5000 },
        { entityId: '9300012', endOfRange: 10000 },
      ],
      forcedVariations: {},
    },
  ],
  groups: [],
  featureFlags: [
    {
      id: '9300051',
      key: PDP_PROMISE_FLAG,
      rolloutId: '9300061',
      experimentIds: [experimentId],
      variables: [],
    },
  ],
  rollouts: [{ id: '9300061', experiments: [] }],
};
