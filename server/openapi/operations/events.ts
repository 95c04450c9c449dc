import { eventRegistrationResponseSchema, eventRegistrationSchema } from '@/lib/contracts/events';
import { json, named, type Operation } from '../operation';

export const eventOperations: Operation[] = [
  {
    method: 'post',
    path: '/consumers-v3/consumer/event-registration',
    summary:
      "Register the signed-in consumer (and a guest) for an event of the request's site; a confirmation is mailed",
    tag: 'Events',
    body: named('EventRegistration', eventRegistrationSchema),
    success: json(named('EventRegistrationResponse', eventRegistrationResponseSchema), 201),
    errors: ['ATTR200', 'AUT404', 'AUT498', 'EVT404', 'EVT409', 'EVT410'],
  },
];
