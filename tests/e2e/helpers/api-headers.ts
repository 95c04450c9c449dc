import { randomUUID } from 'node:crypto';

/** The common headers the store's own pages send to the API, with a session id of its own. */
export const apiHeaders = () => ({
  'x-brand': 'stride',
  'x-channel': 'ECOMM',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-locale': 'en_US',
  'x-session-id': `e2e-${randomUUID()}`,
});
