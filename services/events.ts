import type { EventRegistrationRequest } from '@/lib/contracts/events';
import { lazySchema, type Transport } from './transport';

// Parsed with the shared contract, loaded with the first call rather than with the page.
const eventRegistrationResponseSchema = lazySchema(
  () => import('@/lib/contracts/events'),
  'eventRegistrationResponseSchema',
);

/** Event registration (docs/events.md): the signed-in shopper's place at an event. */
export function createEventsClient(request: Transport) {
  return {
    register: (body: EventRegistrationRequest) =>
      request({
        method: 'POST',
        path: '/consumers-v3/consumer/event-registration',
        body,
        schema: eventRegistrationResponseSchema,
      }),
  };
}
